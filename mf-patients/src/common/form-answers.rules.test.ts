import { answerView, quizScore, sortedAnswers } from './form-answers.rules';

describe('form answers (spec 001 §3, §9)', () => {
  it('orders answers and sums the quiz score with missing scores as 0', () => {
    const answers = [
      { question: 'b', order: 2, answerScore: 2 },
      { question: 'a', order: 1, answerScore: 3 },
      { question: 'c', order: 3 },
    ];
    expect(sortedAnswers(answers).map((a) => a.question)).toEqual(['a', 'b', 'c']);
    expect(quizScore(answers)).toBe(5);
    expect(quizScore([])).toBe(0);
  });

  it('shows file uploads as files, video answers as video, the rest as text with fallbacks', () => {
    expect(
      answerView({
        question: 'Upload',
        questionType: 'File upload',
        answer: { a: { uid: 'u1', name: 'scan.pdf' } },
      }),
    ).toEqual({ kind: 'files', question: 'Upload', files: [{ uid: 'u1', name: 'scan.pdf' }] });
    expect(answerView({ question: 'Say hi', questionType: 'Video answer', answer: 'v1' })).toEqual({
      kind: 'video',
      question: 'Say hi',
      value: 'v1',
    });
    expect(answerView({ question: ' ', questionType: 'Text', answer: '' })).toEqual({
      kind: 'text',
      question: null,
      text: null,
    });
    expect(answerView({ question: 'Pick', questionType: 'Checkbox', answer: ['x', 'y'] })).toEqual({
      kind: 'text',
      question: 'Pick',
      text: 'x, y',
    });
  });
});
