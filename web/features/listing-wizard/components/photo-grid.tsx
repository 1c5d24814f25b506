import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { WizardPhoto } from '../../../../domain/rules/listing-wizard.ts';
import { type PhotoActions, PhotoTile } from './photo-tile.tsx';

type Props = PhotoActions & { photos: WizardPhoto[] };

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'To move a photo, press space or enter to pick it up, use the arrow keys to move it, then press space or enter to drop it, or escape to cancel.',
};

/** The listing's photos in order, sorted by dragging (pointer or keyboard) or with the Move buttons. */
export function PhotoGrid({ photos, onCaption, onCover, onMove, onRemove }: Props) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on a button stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = photos.map((photo) => photo.url);
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const total = photos.length;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up photo ${position(active.id)} of ${total}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Photo ${position(active.id)} is over position ${position(over.id)} of ${total}.`
        : `Photo ${position(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Photo ${position(active.id)} dropped at position ${position(over.id)} of ${total}.`
        : `Photo ${position(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving cancelled. Photo ${position(active.id)} stays where it was.`,
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(position(active.id) - 1, position(over.id) - 1);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ol className="grid gap-4 sm:grid-cols-2" aria-label="Your photos, in the order guests see them">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.url}
              photo={photo}
              index={index}
              count={total}
              onCaption={onCaption}
              onCover={onCover}
              onMove={onMove}
              onRemove={onRemove}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
