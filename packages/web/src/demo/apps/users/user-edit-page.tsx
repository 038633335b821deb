import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { toastError, toastSuccess } from '../../../lib/toast';
import { RecordScreen } from '../../record-screen';
import { useSaveUser, useUser } from './user-api';
import { UserForm } from './user-form';

/** /apps/users/edit/:id: the user's form; saving goes to the user's view. */
export function Component() {
  const { t } = useTranslation('demo');
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useUser(id);
  const user = query.data;
  const save = useSaveUser(Number(id));
  const title = t('users.edit.title', { name: user?.fullName ?? id });
  usePageTitle(title);
  const view = pathFor('apps-users-view', { id: String(id) });

  return (
    <RecordScreen
      title={title}
      trail={[t('area'), t('users.list.title')]}
      query={query}
      notFound={t('users.view.notFound', { id })}
    >
      {user && (
        <Card>
          <UserForm
            user={user}
            saving={save.isPending}
            onCancel={() => navigate(view)}
            onSave={(values) =>
              save.mutate(values, {
                onSuccess: ({ user: saved }) => {
                  toastSuccess(t('users.form.saved', { name: saved.fullName }));
                  navigate(view);
                },
                onError: () => toastError(t('common.saveFailed')),
              })
            }
          />
        </Card>
      )}
    </RecordScreen>
  );
}
