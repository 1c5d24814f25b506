import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, GripVertical, Star, Trash2 } from 'lucide-react';
import type { PointerEventHandler } from 'react';
import { m } from '#i18n/messages.js';
import type { WizardPhoto } from '../../../../domain/rules/listing-wizard.ts';
import { ListingPhoto } from '../../../components/listing/listing-photo.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/class-names.ts';

export type PhotoActions = {
  onCaption: (index: number, caption: string) => void;
  onCover: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

type Props = PhotoActions & { photo: WizardPhoto; index: number; count: number };

const iconButton = buttonClasses('ghost', 'icon', 'shrink-0 sm:size-10');

/**
 * One photo of the grid: the picture (dragged by it or by its handle), the cover badge or Make cover,
 * a caption, Move earlier / Move later for keyboards and phones, and Remove.
 */
export function PhotoTile({ photo, index, count, onCaption, onCover, onMove, onRemove }: Props) {
  const sortable = useSortable({ id: photo.url });
  const n = index + 1;
  const first = index === 0;
  const last = index === count - 1;
  const captionId = `photo-caption-${n}`;

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border bg-surface shadow-sm',
        photo.isMainPhoto ? 'border-brand ring-1 ring-brand' : 'border-line',
        sortable.isDragging && 'relative z-10 opacity-90 shadow-xl',
      )}
    >
      <div
        className="relative aspect-[4/3] cursor-grab bg-placeholder active:cursor-grabbing"
        // A mouse may drag the picture itself; keyboards and touch use the handle.
        onPointerDown={sortable.listeners?.onPointerDown as PointerEventHandler | undefined}
      >
        <ListingPhoto
          url={photo.url}
          alt={photo.caption.trim() || m.wizard_photo_alt({ n })}
          width={320}
          height={240}
          sizes="(min-width: 768px) 360px, (min-width: 640px) 45vw, 90vw"
          className="pointer-events-none select-none"
        />
        <span className="absolute bottom-2 left-2 rounded-md bg-black/65 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
          {n}
        </span>
        {photo.isMainPhoto && (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand px-2.5 py-1 text-xs font-semibold text-brand-fg shadow">
            <Star className="size-3.5 fill-current" aria-hidden="true" />
            {m.wizard_cover_photo()}
          </span>
        )}
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={m.wizard_photo_reorder({ n })}
          className="absolute top-2 right-2 inline-flex size-11 touch-none items-center justify-center rounded-full bg-white/90 text-gray-900 shadow hover:bg-white"
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <label htmlFor={captionId} className="sr-only">
          {m.wizard_photo_caption_label({ n })}
        </label>
        <Input
          id={captionId}
          value={photo.caption}
          maxLength={200}
          placeholder={m.wizard_photo_caption_placeholder()}
          onChange={(event) => onCaption(index, event.target.value)}
          className="text-sm"
        />
        <div className="flex items-center gap-1">
          {photo.isMainPhoto ? (
            <span className="mr-auto px-1 text-sm font-medium text-brand-text">
              {m.wizard_photo_shown_first()}
            </span>
          ) : (
            <button
              type="button"
              aria-label={m.wizard_photo_make_cover_label({ n })}
              onClick={() => onCover(index)}
              className={buttonClasses('soft', 'sm', 'mr-auto px-2.5')}
            >
              {m.wizard_photo_make_cover()}
            </button>
          )}
          <button
            type="button"
            aria-label={m.wizard_photo_move_earlier({ n })}
            aria-disabled={first || undefined}
            onClick={() => !first && onMove(index, index - 1)}
            className={iconButton}
          >
            <ArrowUp className="size-5 sm:hidden" aria-hidden="true" />
            <ArrowLeft className="hidden size-5 sm:block" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={m.wizard_photo_move_later({ n })}
            aria-disabled={last || undefined}
            onClick={() => !last && onMove(index, index + 1)}
            className={iconButton}
          >
            <ArrowDown className="size-5 sm:hidden" aria-hidden="true" />
            <ArrowRight className="hidden size-5 sm:block" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={m.wizard_photo_remove({ n })}
            data-photo-remove={index}
            onClick={() => onRemove(index)}
            className={cn(iconButton, 'text-danger-text')}
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}
