import { Button, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './tag-page.tsx?raw';

// Deep enough for white text (4.5:1): antd's preset tag colours are too pale for it.
const tagColours = { success: '#1e6b05', warning: '#8a4b00', error: '#c62828', default: '#4b5563' };

function ColourTags() {
  const { t } = useTranslation('demo');
  return (
    <Space wrap>
      {Object.entries(tagColours).map(([meaning, colour]) => (
        <Tag key={meaning} color={colour} variant="solid">
          {t(`forms.tag.${meaning}`)}
        </Tag>
      ))}
    </Space>
  );
}

function EditableTags() {
  const { t } = useTranslation('demo');
  const [tags, setTags] = useState(['react', 'antd', 'vite']);
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim();
    if (tag && !tags.includes(tag)) setTags([...tags, tag]);
    setDraft('');
  };
  return (
    <>
      <Space wrap aria-live="polite">
        {tags.map((tag) => (
          <Tag
            key={tag}
            closable
            closeIcon={
              <button type="button" className="demo-tag-remove" aria-label={t('forms.tag.remove', { tag })}>
                ×
              </button>
            }
            onClose={() => setTags(tags.filter((kept) => kept !== tag))}
          >
            {tag}
          </Tag>
        ))}
      </Space>
      <Space.Compact>
        <Input
          aria-label={t('forms.tag.new')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={add}
        />
        <Button onClick={add}>{t('forms.tag.add')}</Button>
      </Space.Compact>
    </>
  );
}

function CheckableTags() {
  const { t } = useTranslation('demo');
  const [chosen, setChosen] = useState<string[]>(['books']);
  return (
    <Space wrap>
      {['books', 'music', 'films'].map((topic) => (
        <Tag.CheckableTag
          key={topic}
          checked={chosen.includes(topic)}
          onChange={(checked) =>
            setChosen(checked ? [...chosen, topic] : chosen.filter((kept) => kept !== topic))
          }
        >
          {t(`forms.tag.${topic}`)}
        </Tag.CheckableTag>
      ))}
    </Space>
  );
}

/** /forms/form-element/tag: antd's Tag: colours, tags to add and remove, tags to toggle. */
export function Component() {
  return (
    <ExamplesPage
      page="tag"
      source={source}
      examples={[
        { name: 'ColourTags', Component: ColourTags },
        { name: 'EditableTags', Component: EditableTags },
        { name: 'CheckableTags', Component: CheckableTags },
      ]}
    />
  );
}
