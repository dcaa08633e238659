import { lazy, Suspense, useState } from 'react';
import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { ARTICLE_TITLE_MAX_LENGTH, CATEGORY_MAX_LENGTH } from '@tele/contract/constants';
import { Alert, FormErrors } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { ClientOnly } from '#app/ui/client-only.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { SelectField } from '#app/ui/select-field.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import { describeField, FieldMessages, fieldClasses, TextField } from '#app/ui/text-field.tsx';
import { cx } from '#app/utils/cx.ts';
import { AddCategorySchema, ArticleSchema } from '#app/features/articles/form-schemas.ts';
import { LibraryTabs } from '#app/features/articles/library-tabs.tsx';
import {
  ARTICLE_INTENTS,
  ARTICLE_SCREEN_MESSAGES,
  LIBRARIES,
  type ArticleEditorData,
  type Category,
  type EditableArticle,
  type Library,
} from '#app/features/articles/library.ts';
import styles from '#app/features/articles/articles.module.css';
import articleStyles from '#app/features/articles/article.module.css';
import { useKeptDraft } from '#app/features/idle-signout/index.ts';

const RichTextEditor = lazy(() => import('#app/ui/rich-text-editor.client.tsx'));

const CONTENT_ID = 'article-content';

type ArticleEditorPageProps = ArticleEditorData & {
  /** The last answer of the page's action: which form it was for, its result, the API's message. */
  actionData?: { intent: string | null; result: SubmissionResult<string[]>; notice: string | null } | null;
  /** The intent being sent (the save spinner, the category buttons). */
  sendingIntent?: string | null;
};

/**
 * The editor of the blog and the help centre (spec part 2): category, title and content (Quill with the
 * article toolbar: inline styles, lists, alignment, link, undo and redo, images up to 2 MB, remove formatting);
 * Publish in new mode, Back and Update in edit mode; a spinner covers the screen while saving. The blog's
 * categories are the practice's own: a new practice has none, so the editor says so and offers to add one
 * first; one can be deleted here too (the API refuses a category articles still use). The help centre's six
 * are fixed.
 */
export function ArticleEditorPage({
  library,
  categories,
  editing,
  actionData,
  sendingIntent = null,
}: ArticleEditorPageProps) {
  const meta = LIBRARIES[library];
  const article = editing.kind === 'article' ? editing.article : null;
  const isSaving = sendingIntent === ARTICLE_INTENTS.save;
  return (
    <div className={pageClass}>
      <PageHeader title={meta.title} />
      <LibraryTabs library={library} current={article ? null : 'new'} />
      {editing.kind === 'missing' ? (
        <Card as="section" variant="settings" aria-label="Edit article">
          <Alert tone="error">{editing.msg}</Alert>
          <div>
            <ButtonLink to={meta.mineHref} variant="secondary">
              Back
            </ButtonLink>
          </div>
        </Card>
      ) : (
        <>
          {library === 'blog' ? (
            <CategoryTools
              categories={categories ?? []}
              actionData={actionData}
              sendingIntent={sendingIntent}
            />
          ) : null}
          <Card as="section" variant="settings" aria-label={article ? 'Edit article' : meta.tabs.new}>
            {categories === null ? (
              <Alert tone="error">
                The categories could not be loaded right now. Please reload the page.
              </Alert>
            ) : null}
            <ArticleForm
              key={article?.id ?? 'new'}
              library={library}
              categories={categories ?? []}
              article={article}
              lastResult={
                actionData?.intent === ARTICLE_INTENTS.save || actionData?.intent === null
                  ? actionData.result
                  : null
              }
              isSaving={isSaving}
            />
          </Card>
        </>
      )}
      {isSaving ? (
        <div className={styles.saving}>
          <Spinner size="lg" label="Saving the article" />
        </div>
      ) : null}
    </div>
  );
}

function ArticleForm({
  library,
  categories,
  article,
  lastResult,
  isSaving,
}: {
  library: Library;
  categories: Category[];
  article: EditableArticle | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
  isSaving: boolean;
}) {
  const meta = LIBRARIES[library];
  const [content, setContent] = useState(article?.html ?? '');
  // A draft kept at an idle sign-out goes back into a fresh editor (Quill takes its text when it starts).
  const [restored, setRestored] = useState<string | null>(null);
  const kept = useKeptDraft({
    name: 'article',
    initial: { content: article?.html ?? '' },
    onRestore: (fields) => {
      if (fields.content === undefined) return;
      setRestored(fields.content);
      setContent(fields.content);
    },
  });
  const [imageError, setImageError] = useState<string | null>(null);
  const [form, fields] = useForm({
    id: article ? `article-${article.id}` : 'article-new',
    lastResult,
    defaultValue: { categoryKey: article?.categoryKey ?? '', title: article?.title ?? '' },
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ArticleSchema }),
  });
  const contentErrors = [...(fields.content.errors ?? []), ...(imageError ? [imageError] : [])];
  const { errorElementId, ariaDescribedBy } = describeField({
    id: CONTENT_ID,
    errors: contentErrors,
    errorId: fields.content.errorId,
  });
  const labelId = `${CONTENT_ID}-label`;
  return (
    <Form method="post" className={formClasses.stack} {...getFormProps(form)} {...kept.formProps}>
      {kept.offer}
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value={ARTICLE_INTENTS.save} />
      {article ? <input type="hidden" name="articleId" value={article.id} /> : null}
      <SelectField
        label="Category"
        selectProps={getSelectProps(fields.categoryKey)}
        errors={fields.categoryKey.errors}
        errorId={fields.categoryKey.errorId}
      >
        <option value="">Select a category</option>
        {categories.map((category) => (
          <option key={category.key} value={category.key}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Title"
        inputProps={{
          ...getInputProps(fields.title, { type: 'text' }),
          placeholder: 'Please input the title.',
          maxLength: ARTICLE_TITLE_MAX_LENGTH,
        }}
        errors={fields.title.errors}
        errorId={fields.title.errorId}
      />
      <div className={cx(fieldClasses.field, contentErrors.length > 0 && fieldClasses.invalid)}>
        <span className={fieldClasses.label} id={labelId}>
          Content
        </span>
        <ClientOnly
          fallback={
            <div className={formClasses.stack}>
              {article ? (
                <div className={articleStyles.html} dangerouslySetInnerHTML={{ __html: article.html }} />
              ) : null}
              <Alert tone="info">{ARTICLE_SCREEN_MESSAGES.editorNeedsJavaScript}</Alert>
            </div>
          }
        >
          {() => (
            <Suspense fallback={<Spinner label="Opening the editor" />}>
              <input type="hidden" name={fields.content.name} value={content} />
              <RichTextEditor
                key={restored === null ? 'loaded' : 'restored'}
                tools="article"
                toolbarLabel="Article formatting"
                labelId={labelId}
                defaultValue={restored ?? article?.html ?? ''}
                onChange={setContent}
                describedBy={ariaDescribedBy}
                isInvalid={contentErrors.length > 0}
                imageUploadUrl={meta.imageUploadUrl}
                onImageError={setImageError}
              />
            </Suspense>
          )}
        </ClientOnly>
        <FieldMessages errors={contentErrors} errorElementId={errorElementId} />
      </div>
      <div className={formClasses.actions}>
        {article ? (
          <ButtonLink to={meta.detailHref(article.id)} variant="secondary">
            Back
          </ButtonLink>
        ) : null}
        <ClientOnly>
          {() => (
            <Button type="submit" isLoading={isSaving}>
              {article ? 'Update' : 'Publish'}
            </Button>
          )}
        </ClientOnly>
      </div>
    </Form>
  );
}

/** The blog's categories: add one (first of all in a new practice), or delete one. */
function CategoryTools({
  categories,
  actionData,
  sendingIntent,
}: {
  categories: Category[];
  actionData: ArticleEditorPageProps['actionData'];
  sendingIntent: string | null;
}) {
  const addResult = actionData?.intent === ARTICLE_INTENTS.addCategory ? actionData.result : null;
  const deleteResult = actionData?.intent === ARTICLE_INTENTS.deleteCategory ? actionData.result : null;
  const [form, fields] = useForm({
    id: 'add-category',
    lastResult: addResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddCategorySchema }),
  });
  const deleteErrors = deleteResult?.error?.[''] ?? null;
  return (
    <Card as="section" variant="settings" aria-labelledby="categories-title">
      <div className={styles.categoryTools}>
        <h2 id="categories-title">Categories</h2>
        {categories.length === 0 ? <Alert tone="info">{ARTICLE_SCREEN_MESSAGES.noCategories}</Alert> : null}
        {categories.length > 0 ? (
          <ul className={styles.categoryList} aria-label="The practice's categories">
            {categories.map((category) => (
              <li key={category.key}>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="category" value={category.name} />
                  <span>{category.name}</span>{' '}
                  <Button
                    type="submit"
                    name="intent"
                    value={ARTICLE_INTENTS.deleteCategory}
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete the category ${category.name}`}
                    isLoading={sendingIntent === ARTICLE_INTENTS.deleteCategory}
                  >
                    Delete
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : null}
        {deleteErrors ? <Alert tone="error">{deleteErrors.join(' ')}</Alert> : null}
        <Form method="post" className={styles.filter} preventScrollReset {...getFormProps(form)}>
          <FormErrors errors={form.errors} id={form.errorId} />
          <input type="hidden" name="intent" value={ARTICLE_INTENTS.addCategory} />
          <TextField
            label="New category"
            inputProps={{
              ...getInputProps(fields.category, { type: 'text' }),
              maxLength: CATEGORY_MAX_LENGTH,
              placeholder: 'Please input the category.',
            }}
            errors={fields.category.errors}
            errorId={fields.category.errorId}
          />
          <Button type="submit" variant="secondary" isLoading={sendingIntent === ARTICLE_INTENTS.addCategory}>
            Add category
          </Button>
        </Form>
        {actionData?.notice ? <Alert tone="success">{actionData.notice}</Alert> : null}
      </div>
    </Card>
  );
}
