import { Button, Card, Form, Input, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { toastError, toastSuccess } from '../../../lib/toast';
import { type BlogEdit, isMissing, useBlogEdit, useSaveBlogPost } from '../pages-api';
import { blogCategories, blogStatuses } from './blog-data';
import '../pages.css';

interface EditValues {
  title: string;
  slug: string;
  categories: BlogEdit['categories'];
  status: BlogEdit['status'];
  /** The paragraphs, one blank line between two. */
  text: string;
}

/** /pages/blog/edit/:id (title Blog Edit): a post's title, slug, categories, status and text, saved through the mock. */
export function Component() {
  const { t } = useTranslation('demo');
  const { id } = useParams();
  const navigate = useNavigate();
  const title = t('pages.blog.editTitle');
  usePageTitle(title);
  const { data, error } = useBlogEdit(id);
  const save = useSaveBlogPost(id);
  if (isMissing(error)) return <Navigate to={pathFor('error-404')} replace />;

  const onFinish = ({ text, ...values }: EditValues) =>
    save.mutate(
      { ...values, paragraphs: text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()) },
      {
        onSuccess: (saved) => {
          toastSuccess(t('pages.blog.saved', { title: saved.title }));
          void navigate(pathFor('pages-blog-detail', { id: String(saved.id) }));
        },
        onError: () => toastError(t('common.saveFailed')),
      },
    );

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('pages.area'), t('pages.blog.title')]} />
      <Card>
        {!data ? (
          <Skeleton active />
        ) : (
          <Form<EditValues>
            layout="vertical"
            style={{ maxWidth: 720 }}
            initialValues={{ ...data, text: data.paragraphs.join('\n\n') }}
            onFinish={onFinish}
          >
            <Form.Item
              name="title"
              label={t('pages.blog.fields.title')}
              rules={[{ required: true, whitespace: true, message: t('common.required') }]}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              name="slug"
              label={t('pages.blog.fields.slug')}
              extra={t('pages.blog.fields.slugHint')}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              name="categories"
              label={t('pages.blog.categories')}
              rules={[{ required: true, message: t('common.required') }]}
            >
              <Select
                mode="multiple"
                options={blogCategories.map((category) => ({
                  value: category,
                  label: t(`pages.blog.category.${category}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="status" label={t('pages.blog.fields.status')}>
              <Select
                options={blogStatuses.map((status) => ({
                  value: status,
                  label: t(`pages.blog.status.${status}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="text" label={t('pages.blog.fields.text')}>
              <Input.TextArea rows={10} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('common.save')}
              </Button>
              <Link to={pathFor('pages-blog-detail', { id: String(data.id) })}>{t('common.cancel')}</Link>
            </Space>
          </Form>
        )}
      </Card>
    </>
  );
}
