import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Descriptions, List, Progress, Radio, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { i18n } from '../../../lib/i18n';
import { formatDay, initialsOf } from '../../demo-format';
import { useProfile } from '../pages-api';
import '../pages.css';
import type { ProfilePost } from './profile-data';

const formatInstant = (iso: string) =>
  new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A post of the timeline; liking it is the reader's own, kept while the page is open. */
function PostCard({ post }: { post: ProfilePost }) {
  const { t } = useTranslation('demo');
  const [liked, setLiked] = useState(post.youLiked);
  const likes = post.likes - (post.youLiked ? 1 : 0) + (liked ? 1 : 0);
  return (
    <Card>
      <Card.Meta
        avatar={<Avatar className="demo-avatar">{initialsOf(post.author)}</Avatar>}
        title={post.author}
        description={<time dateTime={post.postedAt}>{formatInstant(post.postedAt)}</time>}
      />
      <p className="demo-profile-post">{post.text}</p>
      <Button
        type="text"
        aria-pressed={liked}
        icon={liked ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
        onClick={() => setLiked(!liked)}
      >
        {t('pages.profile.likes', { count: likes })}
      </Button>
      {post.comments.length > 0 && (
        <List
          size="small"
          dataSource={post.comments}
          renderItem={(comment) => (
            <List.Item>
              <List.Item.Meta title={comment.author} description={comment.text} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** The poll: the reader's vote adds one to the option chosen. */
function PollCard({ poll }: { poll: { question: string; options: { label: string; votes: number }[] } }) {
  const { t } = useTranslation('demo');
  const [vote, setVote] = useState<number>();
  const votes = poll.options.map((option, index) => option.votes + (vote === index ? 1 : 0));
  const total = votes.reduce((sum, count) => sum + count, 0) || 1;
  return (
    <Card title={<h2 className="demo-card-title">{t('pages.profile.poll')}</h2>}>
      <p id="demo-poll-question">{poll.question}</p>
      <Radio.Group
        aria-labelledby="demo-poll-question"
        value={vote}
        onChange={(event) => setVote(event.target.value as number)}
        className="demo-poll"
      >
        {poll.options.map((option, index) => (
          <div key={option.label}>
            <Radio value={index}>{option.label}</Radio>
            <Progress
              percent={Math.round(((votes[index] ?? 0) / total) * 100)}
              size="small"
              aria-label={t('pages.profile.votes', { count: votes[index] ?? 0 })}
            />
          </div>
        ))}
      </Radio.Group>
    </Card>
  );
}

/** /pages/profile: the demo account's profile: about, timeline, suggestions and a poll. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('pages.profile.title');
  usePageTitle(title);
  const { data } = useProfile();

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('pages.area')]} />
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Card className="demo-profile-header">
            <Card.Meta
              avatar={
                <Avatar size={64} className="demo-avatar">
                  {initialsOf(data.header.fullName)}
                </Avatar>
              }
              title={<h2 className="demo-card-title">{data.header.fullName}</h2>}
              description={data.header.designation}
            />
          </Card>
          <Row gutter={[16, 16]} className="demo-grid">
            <Col xs={24} lg={7}>
              <Card title={<h2 className="demo-card-title">{t('pages.profile.about')}</h2>}>
                <p>{data.about.about}</p>
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    {
                      key: 'joined',
                      label: t('pages.profile.joined'),
                      children: formatDay(data.about.joinedOn),
                    },
                    { key: 'lives', label: t('pages.profile.lives'), children: data.about.lives },
                    { key: 'email', label: t('pages.account.email'), children: data.about.email },
                    { key: 'website', label: t('pages.account.website'), children: data.about.website },
                  ]}
                />
              </Card>
              <Card
                className="demo-grid"
                title={<h2 className="demo-card-title">{t('pages.profile.suggestedPages')}</h2>}
              >
                <List
                  dataSource={data.suggestedPages}
                  renderItem={(page) => (
                    <List.Item>
                      <List.Item.Meta title={page.name} description={page.subtitle} />
                    </List.Item>
                  )}
                />
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <div className="demo-stack">
                {data.posts.map((post) => (
                  <PostCard key={post.id} post={post} />
                ))}
              </div>
            </Col>
            <Col xs={24} lg={7}>
              <Card title={<h2 className="demo-card-title">{t('pages.profile.suggestions')}</h2>}>
                <List
                  dataSource={data.suggestions}
                  renderItem={(person) => (
                    <List.Item>
                      <List.Item.Meta
                        avatar={<Avatar className="demo-avatar">{initialsOf(person.fullName)}</Avatar>}
                        title={person.fullName}
                        description={t('pages.profile.mutualFriends', { count: person.mutualFriends })}
                      />
                    </List.Item>
                  )}
                />
              </Card>
              <div className="demo-grid">
                <PollCard poll={data.poll} />
              </div>
            </Col>
          </Row>
        </>
      )}
    </>
  );
}
