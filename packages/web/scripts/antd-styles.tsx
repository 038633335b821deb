import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Checkbox,
  ConfigProvider,
  Descriptions,
  Dropdown,
  Input,
  Layout,
  Menu,
  Skeleton,
  Space,
  Spin,
  Statistic,
} from 'antd';
import { renderToString } from 'react-dom/server';
import { antdThemeConfig } from '../src/components/antd-theme-config';

/**
 * The antd components the signed-in shell, the dashboard and a table's grid show on their first
 * paint (the shell's menu, header and breadcrumb; the dashboard's counts; the grid's toolbar, rows
 * and table details). Each pulls in antd's styles of its kind, whatever its props.
 */
function FirstScreens() {
  return (
    <Layout>
      <Layout.Sider>
        <Menu
          mode="inline"
          items={[{ key: 'menu', label: 'menu', children: [{ key: 'item', label: 'item' }] }]}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header>
          <Breadcrumb items={[{ title: 'page' }]} />
          <Dropdown menu={{ items: [] }}>
            <Avatar>user</Avatar>
          </Dropdown>
        </Layout.Header>
        <Layout.Content>
          <Space>
            <Space.Compact>
              <Input.Search />
              <Button type="primary">button</Button>
            </Space.Compact>
            <Badge count={1} />
            <Checkbox>row</Checkbox>
            <Descriptions items={[{ key: 'item', label: 'label', children: 'value' }]} />
            <Alert title="alert" />
            <Spin />
            <Skeleton />
            <Statistic value={1} />
          </Space>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/**
 * antd's styles of the first screens in both skins (the hashed class and so each style's cache path
 * are the same in both, but a token-dependent style would differ), with antd's rule listing their
 * cache paths: antd then takes each listed style as loaded from this sheet and makes none of them.
 */
export function antdStyles(): string {
  const cache = createCache();
  for (const dark of [false, true]) {
    renderToString(
      <StyleProvider cache={cache}>
        <ConfigProvider theme={antdThemeConfig(dark)}>
          <FirstScreens />
        </ConfigProvider>
      </StyleProvider>,
    );
  }
  return extractStyle(cache, { plain: true, types: 'style' });
}
