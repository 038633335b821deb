import { UserOutlined } from '@ant-design/icons';
import { Avatar, Space, Tooltip } from 'antd';
import { initialsOf } from '../../demo-format';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './avatar-page.tsx?raw';

const people = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov'];

// #region sizes
function AvatarSizes() {
  return (
    <Space wrap>
      {(['small', 'medium', 'large', 64] as const).map((size) => (
        <Avatar key={size} size={size} icon={<UserOutlined />} className="demo-avatar" />
      ))}
      <Avatar shape="square" size="large" className="demo-avatar">
        AL
      </Avatar>
    </Space>
  );
}
// #endregion

// #region group
function AvatarGroup() {
  return (
    <Avatar.Group max={{ count: 3, style: { background: '#4b5563', color: '#fff' } }}>
      {people.map((name) => (
        <Tooltip key={name} title={name}>
          <Avatar className="demo-avatar">{initialsOf(name)}</Avatar>
        </Tooltip>
      ))}
    </Avatar.Group>
  );
}
// #endregion

/** /components/avatar: sizes and shapes, initials and icons, a group that folds the rest into +N. */
const examples: ShowcaseExample[] = [
  ['sizes', AvatarSizes],
  ['group', AvatarGroup],
];

export function Component() {
  return <Showcase group="demoComponents" page="avatar" source={source} examples={examples} />;
}
