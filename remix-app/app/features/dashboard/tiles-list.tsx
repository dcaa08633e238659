import { useId, useState } from 'react';
import type { CSSProperties, DragEvent, KeyboardEvent } from 'react';
import { Icon } from '#app/ui/icon.tsx';
import { buttonClasses } from '#app/ui/button.tsx';
import { cx } from '#app/utils/cx.ts';
import styles from '#app/features/dashboard/tiles-list.module.css';

export type Tile = {
  /** The key the API stores (legacy title). */
  id: string;
  /** What people read. */
  title: string;
  color: string;
};

type TilesListProps = {
  tiles: Tile[];
  /** Field name prefix for the hidden inputs that carry the order: `${name}[i].title`, `${name}[i].color`. */
  name?: string;
  onOrderChange?: (tiles: Tile[]) => void;
};

/**
 * The dashboard panels in their order, reorderable by mouse (drag and drop) and by keyboard: focus a tile's
 * handle, press Space to pick it up, arrows to move, Space to drop, Escape to cancel; or use Move up/down.
 * Every move is announced. The order travels with the surrounding form as hidden inputs.
 */
export function TilesList({ tiles: initialTiles, name = 'tiles', onOrderChange }: TilesListProps) {
  const [tiles, setTiles] = useState(initialTiles);
  const [grabbed, setGrabbed] = useState<{ id: string; fromIndex: number } | null>(null);
  const [draggedId, setDraggedId] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const instructionsId = useId();

  function commit(next: Tile[]) {
    setTiles(next);
    onOrderChange?.(next);
  }

  function move(id: string, toIndex: number, { isDrop = false } = {}) {
    const fromIndex = tiles.findIndex((tile) => tile.id === id);
    const tile = tiles[fromIndex];
    if (!tile) return;
    const target = Math.max(0, Math.min(tiles.length - 1, toIndex));
    if (target === fromIndex) {
      if (!isDrop) {
        setAnnouncement(`${tile.title} is already ${fromIndex === 0 ? 'first' : 'last'}.`);
      }
      return;
    }
    const next = [...tiles];
    next.splice(fromIndex, 1);
    next.splice(target, 0, tile);
    commit(next);
    setAnnouncement(`${tile.title} moved to position ${target + 1} of ${tiles.length}.`);
  }

  function onHandleKeyDown(event: KeyboardEvent<HTMLButtonElement>, tile: Tile, index: number) {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (grabbed?.id === tile.id) {
        setGrabbed(null);
        setAnnouncement(`${tile.title} dropped at position ${index + 1} of ${tiles.length}.`);
      } else {
        setGrabbed({ id: tile.id, fromIndex: index });
        setAnnouncement(
          `${tile.title} picked up, position ${index + 1} of ${tiles.length}. Use the arrow keys to move, Space to drop, Escape to cancel.`,
        );
      }
      return;
    }
    if (grabbed?.id !== tile.id) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
      event.preventDefault();
      move(tile.id, index - 1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(tile.id, index + 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      move(tile.id, grabbed.fromIndex, { isDrop: true });
      setGrabbed(null);
      setAnnouncement(`Reordering cancelled. ${tile.title} returned to position ${grabbed.fromIndex + 1}.`);
    }
  }

  function onDragStart(event: DragEvent<HTMLLIElement>, tile: Tile) {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', tile.id);
    setDraggedId(tile.id);
  }

  function onDragOver(event: DragEvent<HTMLLIElement>, index: number) {
    if (!draggedId) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropIndex(index);
  }

  function onDrop(event: DragEvent<HTMLLIElement>, index: number) {
    event.preventDefault();
    const id = draggedId ?? event.dataTransfer.getData('text/plain');
    if (id) move(id, index, { isDrop: true });
    setDraggedId(null);
    setDropIndex(null);
  }

  function onDragEnd() {
    setDraggedId(null);
    setDropIndex(null);
  }

  return (
    <div className={styles.tiles}>
      <p id={instructionsId} className={styles.instructions}>
        Drag a panel to a new place, or focus its handle and press Space to pick it up, the arrow keys to move
        it and Space again to drop it.
      </p>
      <ol className={styles.list} aria-describedby={instructionsId}>
        {tiles.map((tile, index) => (
          <li
            key={tile.id}
            className={cx(
              styles.tile,
              grabbed?.id === tile.id && styles.grabbed,
              draggedId === tile.id && styles.dragging,
              dropIndex === index && draggedId !== tile.id && styles.dropTarget,
            )}
            style={{ '--tile-color': tile.color } as CSSProperties}
            draggable
            onDragStart={(event) => onDragStart(event, tile)}
            onDragOver={(event) => onDragOver(event, index)}
            onDrop={(event) => onDrop(event, index)}
            onDragEnd={onDragEnd}
          >
            <input type="hidden" name={`${name}[${index}].title`} value={tile.id} />
            <input type="hidden" name={`${name}[${index}].color`} value={tile.color} />
            <button
              type="button"
              className={styles.handle}
              aria-pressed={grabbed?.id === tile.id}
              aria-describedby={instructionsId}
              onKeyDown={(event) => onHandleKeyDown(event, tile, index)}
              onBlur={() => {
                if (grabbed?.id === tile.id) setGrabbed(null);
              }}
            >
              <Icon name="grip" />
              <span className="visually-hidden">Reorder {tile.title}</span>
            </button>
            <span className={styles.position} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.swatch} aria-hidden="true" />
            <span className={styles.title}>{tile.title}</span>
            <span className={styles.moves}>
              <button
                type="button"
                className={buttonClasses.iconButtonSm}
                aria-disabled={index === 0}
                onClick={() => move(tile.id, index - 1)}
              >
                <Icon name="arrowUp" size={16} />
                <span className="visually-hidden">Move {tile.title} up</span>
              </button>
              <button
                type="button"
                className={buttonClasses.iconButtonSm}
                aria-disabled={index === tiles.length - 1}
                onClick={() => move(tile.id, index + 1)}
              >
                <Icon name="arrowDown" size={16} />
                <span className="visually-hidden">Move {tile.title} down</span>
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
