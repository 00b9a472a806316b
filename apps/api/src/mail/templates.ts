import { LANGUAGES, type Language } from '@portal/contracts';
import { messages } from '@portal/contracts/messages';
import { loadModules } from '../modules/index';

/**
 * An e-mail a module sends, declared by its descriptor (`mailTemplates`, in `modules/<name>/mail.ts`).
 * Its texts are the module's own, in its namespace of the catalogue: `<module>.mail.<name>` with
 * `label` (what the outbox calls it), `subject`, `body` (paragraphs) and, for a message with a
 * link, `action` (the button). `{{name}}` placeholders are filled from the parameters.
 */
export type MailTemplate = {
  /** What an outbox row stores as its template; it never changes once rows carry it. */
  id: string;
  /** Its key under `<module>.mail.`. */
  name: string;
  /**
   * The parameters that belong to the recipient alone: links that carry a token (they open an
   * account or sign in someone's place) and one-time codes (none: `[]`). The outbox keeps a copy
   * of each message with them masked (`renderOutboxMail`), which is what staff read once e-mail
   * goes out by SMTP; the mail worker always sends the whole message.
   */
  secretParams: readonly string[];
  /**
   * The parameters its texts name, besides `name` (the recipient's, for the greeting: never the
   * name of someone the message is about) and `link` (the button's).
   * A sender that leaves one out is an error when the message is queued; one that may have
   * nothing to say (`notes`) stands as a paragraph of its own, which is then left out.
   */
  params: readonly string[];
};

/** A declared template, with the module that declared it and where its texts are. */
export type FoundMailTemplate = MailTemplate & { module: string; key: string };

export type MailTexts = { label: string; subject: string; body: readonly string[]; action?: string };

/** The template's texts in one language, or nothing when the catalogue lacks them. */
export function mailTextsOf(template: FoundMailTemplate, language: Language): MailTexts | undefined {
  let node: unknown = messages[language];
  for (const part of template.key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const texts = node as Partial<MailTexts> | undefined;
  const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';
  if (!texts || !filled(texts.label) || !filled(texts.subject)) return undefined;
  if (!Array.isArray(texts.body) || texts.body.length === 0 || !texts.body.every(filled)) return undefined;
  if (texts.action !== undefined && !filled(texts.action)) return undefined;
  return texts as MailTexts;
}

/** What is wrong with these modules' templates: an id declared twice, texts missing in a language. */
export function mailTemplateProblems(found: readonly FoundMailTemplate[]): string[] {
  const problems: string[] = [];
  const ids = found.map((template) => template.id);
  for (const [i, id] of ids.entries()) if (ids.indexOf(id) !== i) problems.push(`${id} declared twice`);
  for (const template of found) {
    for (const language of LANGUAGES) {
      if (!mailTextsOf(template, language)) problems.push(`${template.id}: no texts at ${language}:${template.key}`);
    }
  }
  return problems;
}

/** A module's namespace of the catalogue: its name in camelCase (`order-form`: `orderForm.*`). */
export const namespaceOf = (module: string) => module.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Each module's templates, with where their texts are. */
export const foundIn = (modules: readonly { name: string; mailTemplates?: readonly MailTemplate[] }[]) =>
  modules.flatMap((domain) =>
    (domain.mailTemplates ?? []).map((t) => ({
      ...t,
      module: domain.name,
      key: `${namespaceOf(domain.name)}.mail.${t.name}`,
    })),
  );

let templates: Promise<ReadonlyMap<string, FoundMailTemplate>> | undefined;

/**
 * Every e-mail template, found from the modules' descriptors: a new domain declares its own and
 * touches no list here. A template declared twice or missing a text in a language stops the start.
 */
export function mailTemplates(): Promise<ReadonlyMap<string, FoundMailTemplate>> {
  templates ??= loadModules().then((modules) => {
    const found = foundIn(modules);
    const problems = mailTemplateProblems(found);
    if (problems.length > 0) throw new Error(`mail templates: ${problems.join('; ')}`);
    return new Map(found.map((template) => [template.id, template]));
  });
  return templates;
}

/** One template by the id a module sends it by; an id no module declares is an error. */
export async function mailTemplate(id: string): Promise<FoundMailTemplate> {
  const template = (await mailTemplates()).get(id);
  if (!template) throw new Error(`no module declares the mail template ${id}`);
  return template;
}
