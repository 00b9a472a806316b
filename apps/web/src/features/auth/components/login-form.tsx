import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { LoginRequest, SessionUser } from '@portal/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/form/password-field';
import { paths } from '../../../config/paths';
import { afterPaint } from '../../../lib/after-first-screen';
import { ApiError } from '../../../lib/api-client';
import { loadChunk } from '../../../lib/chunk-errors';
import { useTranslation } from '../../../lib/use-translation';
import { signIn } from '../api/login';
import type { LoginErrors, LoginField } from '../login-validation';

// The shared loginRequestSchema with zod: loaded once the form is shown, not before it.
const loadValidation = () => loadChunk(() => import('../login-validation')).then((m) => m.validateLogin);

const FIELDS: readonly LoginField[] = ['username', 'password'];
/** A rule's catalogue key, or the server's message already in the reader's language. */
type FieldError = { message: string; server?: boolean };
type Errors = Partial<Record<LoginField, FieldError>>;

/**
 * Two fields, checked with the shared rules: a field is checked once it is left and then on
 * every keystroke; a submit checks both (then every keystroke) and focuses the first error.
 */
export function LoginForm({
  onSignedIn,
  initialUsername = '',
}: {
  onSignedIn: (user: SessionUser) => void;
  initialUsername?: string;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginRequest>({ username: initialUsername, password: '' });
  const [errors, setErrors] = useState<Errors>({});
  /** A refusal that is not about one field (wrong credentials, a wait): said at the form too. */
  const [refusal, setRefusal] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const touched = useRef<Partial<Record<LoginField, boolean>>>({});
  const submitted = useRef(false);
  const latest = useRef(values);
  latest.current = values;
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  useEffect(() => {
    // Errors surface on the first validation, through the chunk-failure notice.
    afterPaint(() => void loadValidation().catch(() => undefined));
  }, []);

  const setFieldErrors = (fields: readonly LoginField[], found: LoginErrors) =>
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) {
        const message = found[field];
        if (message) next[field] = { message };
        else delete next[field];
      }
      return next;
    });

  const check = async (field: LoginField) => {
    const validate = await loadValidation();
    setFieldErrors([field], validate(latest.current).errors);
  };

  const change = (field: LoginField) => (event: { currentTarget: HTMLInputElement }) => {
    const next = { ...latest.current, [field]: event.currentTarget.value };
    latest.current = next;
    setValues(next);
    setRefusal(undefined);
    if (submitted.current || touched.current[field]) void check(field);
  };

  const leave = (field: LoginField) => () => {
    touched.current[field] = true;
    if (!submitted.current) void check(field);
  };

  const focusFirst = (fields: readonly LoginField[]) => {
    const first = FIELDS.find((field) => fields.includes(field));
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    submitted.current = true;
    const validate = await loadValidation();
    const { data, errors: found } = validate(latest.current);
    setFieldErrors(FIELDS, found);
    if (!data) {
      focusFirst(Object.keys(found) as LoginField[]);
      return;
    }
    setPending(true);
    setRefusal(undefined);
    try {
      const { user } = await signIn(data);
      onSignedIn(user);
    } catch (error) {
      // The server's per-field messages (args.error.fields) go on the fields.
      if (error instanceof ApiError && error.fields) {
        const server = Object.entries(error.fields).filter(([field]) => FIELDS.includes(field as LoginField));
        if (server.length > 0) {
          setErrors((current) => {
            const next = { ...current };
            for (const [field, message] of server) next[field as LoginField] = { message, server: true };
            return next;
          });
          focusFirst(server.map(([field]) => field as LoginField));
        }
      }
      if (error instanceof ApiError && !error.fields) setRefusal(error.message);
    } finally {
      setPending(false);
    }
  };

  const message = (field: LoginField) => {
    const error = errors[field];
    if (!error) return undefined;
    return error.server ? error.message : t(error.message);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('auth.page.signIn')}>
      <Stack gap="md">
        <TextInput
          ref={(input) => {
            inputs.current.username = input;
          }}
          name="username"
          label={t('auth.page.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          value={values.username}
          onChange={change('username')}
          onBlur={leave('username')}
          error={message('username')}
        />
        <PasswordField
          ref={(input) => {
            inputs.current.password = input;
          }}
          name="password"
          label={t('auth.page.password')}
          autoComplete="current-password"
          withAsterisk
          value={values.password}
          onChange={change('password')}
          onBlur={leave('password')}
          error={message('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to={paths.forgotPassword} fz="sm">
            {t('auth.page.forgotLink')}
          </Anchor>
        </Group>
        {refusal ? (
          <Text role="alert" c="red.8" fz="sm" fw={500}>
            {refusal}
          </Text>
        ) : null}
        <Button type="submit" loading={pending} fullWidth size="md">
          {t('auth.page.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
