import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './drag-drop-page.tsx?raw';

// #region sortable
function SortableRow({ id, label }: { id: string; label: string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={`demo-sortable${isDragging ? ' demo-sortable--dragging' : ''}`}
      style={{ transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined, transition }}
    >
      {/* The handle is a button: Space picks the row up, the arrows move it, Space drops it, Escape cancels. */}
      <button
        type="button"
        className="demo-sortable__handle"
        aria-label={label}
        {...attributes}
        {...listeners}
      >
        <HolderOutlined />
      </button>
      <span>{label}</span>
    </li>
  );
}

function SortableList() {
  const { t } = useTranslation('demo');
  const [ids, setIds] = useState(['1', '2', '3', '4', '5']);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const label = (id: string) => t('showcase.item', { number: Number(id) });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      setIds((current) =>
        arrayMove(current, current.indexOf(String(active.id)), current.indexOf(String(over.id))),
      );
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('extensions.dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => t('extensions.picked', { item: label(String(active.id)) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('extensions.over', { item: label(String(active.id)), place: label(String(over.id)) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('extensions.dropped', { item: label(String(active.id)), place: label(String(over.id)) })
              : undefined,
          onDragCancel: ({ active }) => t('extensions.cancelled', { item: label(String(active.id)) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="demo-sortable-list" aria-label={t('showcase.examples.sortable')}>
          {ids.map((id) => (
            <SortableRow key={id} id={id} label={label(id)} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
// #endregion

const examples: ShowcaseExample[] = [['sortable', SortableList]];

/** /extensions/drag-drop: a list sorted by dragging, with the mouse, touch or the keyboard. */
export function Component() {
  return <Showcase group="demoExtensions" page="drag-drop" source={source} examples={examples} />;
}
