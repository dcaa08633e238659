import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { SelectField } from '#app/ui/select-field.tsx';
import { TextAreaField } from '#app/ui/textarea-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { ContactSupportSchema, SUPPORT_TOPICS } from '#app/features/support/form-schemas.ts';
import type { loadSupportPage, submitSupport } from '#app/features/support/support.server.ts';
import styles from '#app/features/support/support-page.module.css';

/**
 * /support ('This is Support Page' in the spec): where to find help, and a request to the support team that the
 * API e-mails to the product's support address.
 */
export function SupportPage() {
  const { helpCenterUrl, defaults } = useLoaderData<typeof loadSupportPage>();
  const actionData = useActionData<typeof submitSupport>();
  const isSending = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'contact-support-form',
    lastResult: actionData?.result,
    constraint: getZodConstraint(ContactSupportSchema),
    defaultValue: { ...defaults, topic: SUPPORT_TOPICS[0] },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSupportSchema }),
  });
  const text = (
    field: (typeof fields)['firstName'],
    label: string,
    type: 'text' | 'email' | 'tel',
    autoComplete: string,
  ) => (
    <TextField
      label={label}
      errors={field.errors}
      errorId={field.errorId}
      inputProps={{ ...getInputProps(field, { type }), autoComplete }}
    />
  );
  return (
    <div className={pageClass}>
      <PageHeader title="Support" description="This is Support Page: how to get help with the app." />
      <Card as="section" variant="settings" aria-labelledby="support-help-title">
        <h2 className={cardClasses.title} id="support-help-title">
          Find an answer
        </h2>
        <ul className={styles.links}>
          <li>
            <Link to="/help">Help-Center</Link>: the practice&apos;s help articles.
          </li>
          {helpCenterUrl ? (
            <li>
              <a href={helpCenterUrl} target="_blank" rel="noreferrer">
                The public help centre<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              : guides for every part of the app.
            </li>
          ) : null}
          <li>
            <Link to="/settings-security">Security</Link>: change your password.
          </li>
        </ul>
      </Card>
      <Card as="section" variant="settings" aria-labelledby="support-contact-title">
        <h2 className={cardClasses.title} id="support-contact-title">
          Ask the support team
        </h2>
        <p className={cardClasses.description}>
          We answer by e-mail. Please do not write a client&apos;s health information here.
        </p>
        <Form method="post" className={formClasses.stack} {...getFormProps(form)}>
          <FormErrors errors={form.errors} id={form.errorId} />
          <SelectField
            label="What is it about?"
            errors={fields.topic.errors}
            errorId={fields.topic.errorId}
            selectProps={getSelectProps(fields.topic)}
          >
            {SUPPORT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="How can we help?"
            hint="For a technical problem, please say which browser and device you and your client use."
            errors={fields.message.errors}
            errorId={fields.message.errorId}
            textareaProps={{ ...getTextareaProps(fields.message), rows: 5 }}
          />
          <div className={formClasses.row}>
            {text(fields.firstName, 'First name', 'text', 'given-name')}
            {text(fields.lastName, 'Last name', 'text', 'family-name')}
          </div>
          <div className={formClasses.row}>
            {text(fields.email, 'Email', 'email', 'email')}
            {text(fields.phone, 'Phone (optional)', 'tel', 'tel')}
          </div>
          <div className={formClasses.row}>
            {text(fields.jobTitle, 'Job title', 'text', 'organization-title')}
            {text(fields.companyName, 'Practice', 'text', 'organization')}
          </div>
          <div className={formClasses.actionsStart}>
            <Button type="submit" isLoading={isSending}>
              Send
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
