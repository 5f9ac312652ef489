import { schemaErrors } from 'shared-ui/forms';
import {
  chaptersForSave,
  formatStartTime,
  parseStartTime,
  splitTags,
  videoSchema,
  type VideoFormValues,
} from './video-form.rules';

const valid: VideoFormValues = {
  name: 'Calm',
  description: '',
  tags: '',
  languageId: null,
  videoScriptId: null,
  chapters: [],
};
const errorsOf = (
  values: Partial<VideoFormValues>,
  others: readonly { id: string; name: string | null }[] = [],
  editing?: { id: string; name: string },
) => schemaErrors(videoSchema(others, editing), { ...valid, ...values }, 'videoEditor');
const videoNameError = (
  name: string,
  others: readonly { id: string; name: string | null }[],
  editing?: { id: string; name: string },
) => errorsOf({ name }, others, editing).name;
const descriptionTooLong = (description: string) => errorsOf({ description }).description === 'tooLong';

describe('videoNameError', () => {
  const others = [
    { id: '1', name: 'Box breathing' },
    { id: '2', name: null },
  ];
  it('asks for a name, refuses blanks and names over 256', () => {
    expect(videoNameError('', others)).toBe('required');
    expect(videoNameError('   ', others)).toBe('blank');
    expect(videoNameError('a'.repeat(256), others)).toBeUndefined();
    expect(videoNameError('a'.repeat(257), others)).toBe('tooLong');
  });
  it('refuses a taken name, trimmed and in any case', () => {
    expect(videoNameError('  BOX breathing ', others)).toBe('duplicate');
    expect(videoNameError('Calm', others)).toBeUndefined();
  });
  it('on edit checks only a changed name, never against the video itself', () => {
    expect(videoNameError('box breathing', others, { id: '1', name: 'Box breathing' })).toBeUndefined();
    expect(videoNameError('Box breathing ', others, { id: '1', name: 'Box breathing' })).toBeUndefined();
    expect(videoNameError('Box breathing', others, { id: '3', name: 'Other' })).toBe('duplicate');
  });
});

describe('description', () => {
  it('allows 255 characters', () => {
    expect(descriptionTooLong('x'.repeat(255))).toBe(false);
    expect(descriptionTooLong('x'.repeat(256))).toBe(true);
  });
});

describe('splitTags', () => {
  it('splits on commas, trims, drops empty ones and repeats in any case', () => {
    expect(splitTags(' anxiety, sleep,,Anxiety , breathing ,')).toEqual(['anxiety', 'sleep', 'breathing']);
    expect(splitTags('')).toEqual([]);
  });
});

describe('chapter start times', () => {
  it('reads seconds, m:ss and h:mm:ss', () => {
    expect(parseStartTime('75')).toBe(75);
    expect(parseStartTime('7.5')).toBe(7.5);
    expect(parseStartTime('1:05')).toBe(65);
    expect(parseStartTime('01:05')).toBe(65);
    expect(parseStartTime('1:02:03')).toBe(3723);
    expect(parseStartTime(' 0:00 ')).toBe(0);
  });
  it('refuses anything else', () => {
    for (const bad of ['', 'abc', '1:5', '1:60', '-3', '1:2:3:4', ':30', '1:00:75'])
      expect(parseStartTime(bad)).toBeNull();
  });
  it('formats mm:ss like the database, minutes past 59 kept', () => {
    expect(formatStartTime(0)).toBe('00:00');
    expect(formatStartTime(65.4)).toBe('01:05');
    expect(formatStartTime(3723)).toBe('62:03');
  });
});

describe('chapters', () => {
  const rows = [
    { key: 'a', id: 'c1', title: ' Practice ', startTime: '1:05' },
    { key: 'b', title: 'Intro', startTime: '0' },
  ];
  it('needs a title and a valid start time on each row', () => {
    expect(errorsOf({ chapters: rows })).toEqual({});
    const issues = videoSchema([])
      .safeParse({
        ...valid,
        chapters: [
          { key: 'x', title: ' ', startTime: '0' },
          { key: 'y', title: 'Ok', startTime: '1:99' },
          { key: 'z', title: 'x'.repeat(257), startTime: '0' },
        ],
      })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['chapters.0.title', 'videoEditor.validation.chapterTitle.required'],
      ['chapters.1.startTime', 'videoEditor.validation.chapterStart.invalid'],
      ['chapters.2.title', 'videoEditor.validation.chapterTitle.tooLong'],
    ]);
  });
  it('are saved in seconds, trimmed, by start time, with the ids of kept ones', () => {
    expect(chaptersForSave(rows)).toEqual([
      { title: 'Intro', startTime: 0 },
      { id: 'c1', title: 'Practice', startTime: 65 },
    ]);
  });
});
