import { EditOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { initialsOf } from '../../demo-format';
import { RecordScreen } from '../../record-screen';
import { useUser } from './user-api';
import { UserStatusTag } from './user-tags';

/** /apps/users/view/:id: one user's details; a missing user (404) shows a notice. */
export function Component() {
  const { t } = useTranslation('demo');
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useUser(id);
  const user = query.data;
  const title = user?.fullName ?? t('users.view.title');
  usePageTitle(title);

  return (
    <RecordScreen
      title={title}
      trail={[t('area'), t('users.list.title')]}
      query={query}
      notFound={t('users.view.notFound', { id })}
    >
      {user && (
        <Card>
          <Space align="center" className="demo-toolbar">
            <Avatar size={56} className="demo-avatar" aria-hidden>
              {initialsOf(user.fullName)}
            </Avatar>
            <div className="demo-two-lines">
              <strong>@{user.username}</strong>
              <UserStatusTag status={user.status} />
            </div>
          </Space>
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'email', label: t('users.fields.email'), children: user.email },
              { key: 'role', label: t('users.fields.role'), children: t(`users.role.${user.role}`) },
              { key: 'plan', label: t('users.fields.plan'), children: t(`users.plan.${user.plan}`) },
              { key: 'company', label: t('users.fields.company'), children: user.company },
              { key: 'country', label: t('users.fields.country'), children: user.country },
              { key: 'contact', label: t('users.fields.contact'), children: user.contact },
            ]}
          />
          <Button
            icon={<EditOutlined aria-hidden />}
            onClick={() => navigate(pathFor('apps-users-edit', { id: String(user.id) }))}
          >
            {t('common.edit')}
          </Button>
        </Card>
      )}
    </RecordScreen>
  );
}
