import { contactSubmissionSchema } from './forms.js';

const fields = [
  { id: 'name', title: 'Name', validators: ['Required'] },
  { id: 'email', title: 'Email', validators: ['EmailRequired'] },
  { id: 'message', title: 'Message', validators: ['Required'] },
  { id: 'phone', title: 'Phone', validators: [] },
];

describe('contact submissions', () => {
  it('accepts a complete submission and drops unknown fields', () => {
    const parsed = contactSubmissionSchema(fields).parse({ name: ' Ana ', email: 'ana@example.com', message: 'Hi!', extra: 'x' });
    expect(parsed).toEqual({ name: 'Ana', email: 'ana@example.com', message: 'Hi!', phone: '' });
  });

  it('names what is missing or wrong', () => {
    const result = contactSubmissionSchema(fields).safeParse({ name: '', email: 'nope', message: 'x' });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Name: Required', 'Invalid email']));
  });
});
