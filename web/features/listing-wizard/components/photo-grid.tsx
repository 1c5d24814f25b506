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
import { m } from '#i18n/messages.js';
import type { WizardPhoto } from '../../../../domain/rules/listing-wizard.ts';
import { type PhotoActions, PhotoTile } from './photo-tile.tsx';

type Props = PhotoActions & { photos: WizardPhoto[] };

const SCREEN_READER_INSTRUCTIONS = {
  draggable: m.wizard_photos_drag_instructions(),
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
    onDragStart: ({ active }) => m.wizard_photos_drag_start({ position: position(active.id), total }),
    onDragOver: ({ active, over }) =>
      over
        ? m.wizard_photos_drag_over({ position: position(active.id), over: position(over.id), total })
        : m.wizard_photos_drag_over_none({ position: position(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? m.wizard_photos_drag_end({ position: position(active.id), over: position(over.id), total })
        : m.wizard_photos_drag_end_none({ position: position(active.id) }),
    onDragCancel: ({ active }) => m.wizard_photos_drag_cancel({ position: position(active.id) }),
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
        <ol className="grid gap-4 sm:grid-cols-2" aria-label={m.wizard_photos_list_label()}>
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
