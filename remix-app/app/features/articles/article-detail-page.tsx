import type { ReactNode } from 'react';
import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Avatar } from '#app/ui/avatar.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { Icon } from '#app/ui/icon.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { TextAreaField } from '#app/ui/textarea-field.tsx';
import { useCheckedForm, type FormChecks } from '#app/utils/form-checks.ts';
import {
  ARTICLE_INTENTS,
  ARTICLE_SCREEN_MESSAGES,
  LIBRARIES,
  shownCount,
  type ArticleView,
  type Comment,
  type Library,
} from '#app/features/articles/library.ts';
import styles from '#app/features/articles/article.module.css';

/** Where the detail's links lead: the team's screens, or the client home's blog. */
export type ArticleLinks = {
  backHref: string;
  detailHref: (id: string) => string;
  /** The author's Edit (team screens only). */
  editHref: ((id: string) => string) | null;
};

type ArticleDetailPageProps = {
  library: Library;
  article: ArticleView;
  comments: Comment[];
  /** Edit is for the article's author only (spec part 2). */
  isAuthor: boolean;
  links?: ArticleLinks;
  /**
   * The team's tab bar (`LibraryTabs`), given by the team's routes: the client home has its own menu, and its
   * page does not ship the tabs' code (a client's page stays under 100 KB, ADR 0032).
   */
  tabs?: ReactNode;
  /** CommentSchema's checks, from the loader: no zod in the browser (a client's page, ADR 0032). */
  commentChecks: FormChecks;
  commentResult?: SubmissionResult<string[]> | null;
  /** The intent being sent, for its button's spinner. */
  sendingIntent?: string | null;
};

/**
 * An article (spec part 2, detail): its title, author (photo, or the initials when none), written date,
 * category, readers, likes (0 if none) and dislikes with the reader's own vote, its cover (a default when it
 * has no picture), its content (rich text sanitised again by the web app), previous and next, its comments
 * and a comment form. Back for everyone; Edit only for the author.
 */
export function ArticleDetailPage({
  library,
  article,
  comments,
  isAuthor,
  links,
  tabs = null,
  commentChecks,
  commentResult,
  sendingIntent = null,
}: ArticleDetailPageProps) {
  const meta = LIBRARIES[library];
  const { backHref, detailHref, editHref } = links ?? {
    backHref: meta.allHref,
    detailHref: meta.detailHref,
    editHref: meta.editHref,
  };
  return (
    <div className={pageClass}>
      <PageHeader title={meta.title} />
      {tabs}
      <Card as="article" variant="settings" aria-labelledby="article-title">
        <div className={styles.article}>
          <h2 className={styles.articleTitle} id="article-title">
            {article.title}
          </h2>
          <div className={styles.byline}>
            <span className={styles.person}>
              <Avatar name={article.authorName} photo={article.authorPhoto} size="md" />
              <span>{article.authorName}</span>
            </span>
            <span>{article.writtenDate}</span>
            {article.categoryName ? <span>{article.categoryName}</span> : null}
          </div>
          <dl className={styles.stats}>
            <div>
              <dt>Readers</dt>
              <dd>{shownCount(article.readers)}</dd>
            </div>
            <div>
              <dt>Likes</dt>
              <dd>{shownCount(article.likes)}</dd>
            </div>
            <div>
              <dt>Dislikes</dt>
              <dd>{shownCount(article.dislikes)}</dd>
            </div>
          </dl>
          {article.cover ? (
            <img className={styles.cover} src={article.cover} alt="" />
          ) : (
            <div className={styles.defaultCover} aria-hidden="true">
              <Icon name={library === 'blog' ? 'book' : 'help'} size={48} />
            </div>
          )}
          {/* Sanitised by the API when stored and as it leaves, and again by the web app (rich-text-html). */}
          <div className={styles.html} dangerouslySetInnerHTML={{ __html: article.html }} />
          <Form method="post" className={styles.votes} preventScrollReset>
            <input type="hidden" name="intent" value={ARTICLE_INTENTS.vote} />
            <Button
              type="submit"
              name="status"
              value="like"
              variant={article.myVote === 'like' ? 'primary' : 'secondary'}
              aria-pressed={article.myVote === 'like'}
              isLoading={sendingIntent === ARTICLE_INTENTS.vote}
            >
              Like ({shownCount(article.likes)})
            </Button>
            <Button
              type="submit"
              name="status"
              value="disLike"
              variant={article.myVote === 'disLike' ? 'primary' : 'secondary'}
              aria-pressed={article.myVote === 'disLike'}
            >
              Dislike ({shownCount(article.dislikes)})
            </Button>
          </Form>
          <div className={formClasses.actions}>
            <ButtonLink to={backHref} variant="secondary">
              Back
            </ButtonLink>
            {isAuthor && editHref ? <ButtonLink to={editHref(article.id)}>Edit</ButtonLink> : null}
          </div>
          {article.prevId || article.nextId ? (
            <nav className={styles.neighbours} aria-label="Other articles">
              {article.prevId ? (
                <ButtonLink
                  to={detailHref(article.prevId)}
                  variant="ghost"
                  icon={<Icon name="chevronLeft" size={18} />}
                >
                  Previous article
                </ButtonLink>
              ) : (
                <span />
              )}
              {article.nextId ? (
                <ButtonLink to={detailHref(article.nextId)} variant="ghost">
                  Next article
                </ButtonLink>
              ) : null}
            </nav>
          ) : null}
        </div>
      </Card>
      <Card as="section" variant="settings" aria-labelledby="comments">
        <h2 className={cardClasses.title} id="comments">
          Comments ({comments.length})
        </h2>
        {comments.length === 0 ? (
          <EmptyState icon="message">No comment yet. Be the first to write one.</EmptyState>
        ) : (
          <ul className={styles.comments}>
            {comments.map((comment) => (
              <li key={comment.id} className={styles.comment}>
                <Avatar name={comment.authorName} photo={comment.authorPhoto} size="sm" />
                <div className={styles.commentMeta}>
                  <strong>{comment.authorName}</strong>
                  <span>{comment.writtenDate}</span>
                </div>
                <p className={styles.commentText}>{comment.text}</p>
              </li>
            ))}
          </ul>
        )}
        <CommentForm
          // A new form after each comment posted, so the field starts empty again.
          key={comments.length}
          checks={commentChecks}
          lastResult={commentResult}
          isSubmitting={sendingIntent === ARTICLE_INTENTS.comment}
        />
      </Card>
    </div>
  );
}

function CommentForm({
  checks,
  lastResult,
  isSubmitting,
}: {
  checks: FormChecks;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting: boolean;
}) {
  const [form, field] = useCheckedForm({ id: 'article-comment', checks, lastResult });
  const content = field('content');
  return (
    <Form method="post" className={formClasses.stack} preventScrollReset {...form.props}>
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value={ARTICLE_INTENTS.comment} />
      <TextAreaField
        label="Your comment"
        textareaProps={{ ...content.inputProps, rows: 3, maxLength: 2000 }}
        errors={content.errors}
        errorId={content.errorId}
      />
      <div className={formClasses.actions}>
        <Button type="submit" isLoading={isSubmitting} icon={<Icon name="send" size={18} />}>
          Comment
        </Button>
      </div>
    </Form>
  );
}

/** An article that cannot be read: deleted, another practice's, or a wrong link. */
export function ArticleMissingPage({ library, backHref }: { library: Library; backHref?: string }) {
  const meta = LIBRARIES[library];
  return (
    <div className={pageClass}>
      <PageHeader title={meta.title} />
      <Card as="section" variant="settings" aria-labelledby="article-missing-title">
        <h2 className={cardClasses.title} id="article-missing-title">
          This article could not be found
        </h2>
        <p>{ARTICLE_SCREEN_MESSAGES.notFound}</p>
        <div>
          <ButtonLink to={backHref ?? meta.allHref} variant="secondary">
            Back
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
