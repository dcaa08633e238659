import type { Db } from '@tele/data/db';
import { newId } from '@tele/data/ids';
import { insertArticleCategory } from '@tele/data/repositories/article-categories';
import {
  addReader,
  insertArticle,
  insertComment,
  setVote,
  type Library,
} from '@tele/data/repositories/articles';
import { sanitizeRichText, textOfRichText } from '#api/lib/rich-text.js';

/*
 * The demo practice's blog and help centre (issue 28): a few categories, blog articles its clients read and
 * help articles its team reads, with real text, so the screens show what they are for. Written as the API
 * writes them (sanitised, their words beside them).
 */

const DAY_MS = 86_400_000;

const CATEGORIES = ['Anxiety', 'Sleep', 'Relationships'];

interface DemoArticle {
  library: Library;
  /** A blog category's position in CATEGORIES (its key once added), or a help category's key. */
  category: string;
  author: 'owner' | 'administrator' | 'provider';
  daysAgo: number;
  title: string;
  html: string;
}

const ARTICLES: DemoArticle[] = [
  {
    library: 'blog',
    category: '1',
    author: 'owner',
    daysAgo: 12,
    title: 'Five minutes of calm: a breathing exercise for anxious moments',
    html: `<p>When anxiety rises, the body speeds up: the heart races and breathing gets quick and shallow. Slowing the
      breath is one of the few ways to tell the body, directly, that it is safe.</p>
      <h2>Box breathing</h2>
      <ol><li>Breathe in through your nose for a count of four.</li><li>Hold for four.</li>
      <li>Breathe out slowly through your mouth for four.</li><li>Hold for four, then begin again.</li></ol>
      <p>Try it for five minutes a day when you are <strong>already calm</strong>, so it is familiar when you need it.
      If you feel light-headed, shorten the counts.</p>`,
  },
  {
    library: 'blog',
    category: '2',
    author: 'provider',
    daysAgo: 8,
    title: 'Sleep hygiene: small habits that add up to better nights',
    html: `<p>Good sleep is rarely about one big change. It is a handful of small habits, kept most nights.</p>
      <ul><li>Get up at the same time every day, weekends included.</li>
      <li>Keep the bedroom cool, dark and for sleep only.</li>
      <li>Put screens away an hour before bed; read or stretch instead.</li>
      <li>If you are awake for more than twenty minutes, get up and do something quiet until you feel sleepy.</li></ul>
      <p>Bring a week of sleep notes to your next session and we will look at them together.</p>`,
  },
  {
    library: 'blog',
    category: '3',
    author: 'owner',
    daysAgo: 5,
    title: 'Listening to understand, not to reply',
    html: `<p>Most arguments between people who care about each other are not about the topic at hand. They are
      about feeling unheard.</p><p>Next time a conversation gets tense, try reflecting back what you heard
      <em>before</em> answering: "It sounds like you felt left out when I made plans without asking." Then ask whether
      you got it right. It slows the conversation down, and it shows you are on the same side.</p>`,
  },
  {
    library: 'blog',
    category: '1',
    author: 'administrator',
    daysAgo: 2,
    title: 'What to expect from your first session',
    html: `<p>Starting therapy can feel like a big step. Your first session is mostly a conversation: your therapist
      will ask what brings you in, a little about your history, and what you would like to be different.</p>
      <p>There are no wrong answers, and you do not have to share anything you are not ready to. Arrive a few minutes
      early to your video session to check your camera and sound, and bring any questions you have about how we
      work, fees or cancellations.</p>`,
  },
  {
    library: 'help',
    category: '5',
    author: 'administrator',
    daysAgo: 20,
    title: 'Preparing for your first video session',
    html: `<p>Sessions run in the browser: no download is needed.</p><ol>
      <li>Use a recent Chrome, Firefox, Edge or Safari.</li>
      <li>Open the session from the calendar a few minutes early and allow the camera and microphone when the
      browser asks.</li><li>If the picture or sound does not start, close other apps that use the camera, then
      reload the page.</li><li>A wired connection or sitting near the router helps on a weak network.</li></ol>
      <p>Clients join from the link in their invitation and wait in the waiting room until you let them in.</p>`,
  },
  {
    library: 'help',
    category: '2',
    author: 'owner',
    daysAgo: 18,
    title: 'How to invite a client',
    html: `<p>Open <strong>Client management</strong> and choose <strong>Add client</strong>. Enter the client's
      name and e-mail address and send the invitation. The client gets an e-mail with a link to set a password;
      until then they show as invited.</p><p>Once the client has an account they can book the times you open,
      read your practice's blog and message you securely.</p>`,
  },
  {
    library: 'help',
    category: '3',
    author: 'owner',
    daysAgo: 15,
    title: 'Sending an invoice and taking a card payment',
    html: `<p>From an appointment, choose <strong>Create invoice</strong>, check the amount and send it. The client
      pays by card from the link in the e-mail or from their payments page. Payments reach your payout account
      once it is set up in <strong>Payments</strong>; until then invoices can be sent but not paid.</p>`,
  },
  {
    library: 'help',
    category: '4',
    author: 'administrator',
    daysAgo: 11,
    title: 'Adding a colleague and choosing their role',
    html: `<p>Owners and administrators add colleagues from <strong>Team management</strong>. Choose a role:</p>
      <ul><li><strong>Provider</strong>: sees their own clients and sessions.</li>
      <li><strong>Administrator</strong>: runs the office: scheduling, invoices and the team, without session
      notes.</li><li><strong>Owner</strong>: everything, including the practice's subscription.</li></ul>`,
  },
  {
    library: 'help',
    category: '1',
    author: 'provider',
    daysAgo: 6,
    title: 'Writing for the practice blog',
    html: `<p>Anyone on the team can write a blog article from <strong>Articles</strong>, <strong>New
      article</strong>. Pick a category (add one first if the list is empty), give it a title and write. Pictures up
      to 2 MB can be added from the editor's image button.</p><p>Your clients see the blog on their home page. You
      can edit or delete your own articles; owners and administrators can edit anyone's.</p>`,
  },
];

/** Adds the demo practice's blog categories, articles (with a comment, readers and likes) and help articles. */
export async function seedDemoLibrary(
  tx: Db,
  input: {
    practiceId: string;
    authors: Record<DemoArticle['author'], string>;
    clientIds: string[];
    now: Date;
  },
): Promise<void> {
  const { practiceId, now } = input;
  for (const name of CATEGORIES) await insertArticleCategory(tx, { practiceId, name, now });
  const blogIds: string[] = [];
  for (const article of ARTICLES) {
    const writtenAt = new Date(now.getTime() - article.daysAgo * DAY_MS);
    const content = sanitizeRichText(article.html.replace(/\s*\n\s*/g, ' '));
    const id = newId(writtenAt);
    await insertArticle(tx, {
      id,
      practiceId,
      library: article.library,
      categoryId: article.category,
      userId: input.authors[article.author],
      title: article.title,
      content,
      contentText: textOfRichText(content),
      coverSrc: null,
      now: writtenAt,
    });
    if (article.library === 'blog') blogIds.push(id);
  }
  // The clients have been reading: the first article read by all, liked by two, with a question on it.
  const [first] = blogIds;
  if (!first) return;
  for (const clientId of input.clientIds) await addReader(tx, { articleId: first, userId: clientId, now });
  for (const clientId of input.clientIds.slice(0, 2))
    await setVote(tx, { articleId: first, userId: clientId, vote: 'like', previous: null, now });
  if (input.clientIds[0])
    await insertComment(tx, {
      id: newId(now),
      articleId: first,
      userId: input.clientIds[0],
      content: 'This helped before my presentation at work. Is it fine to do it lying down?',
      now,
    });
}
