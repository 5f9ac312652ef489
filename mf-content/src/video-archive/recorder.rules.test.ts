import { mediaProblem, pickRecordingType, recordingFile, uploadPercent } from './recorder.rules';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('mediaProblem', () => {
  it('maps getUserMedia errors (current and older names) to what the page explains', () => {
    expect(mediaProblem(domError('NotAllowedError'))).toBe('permissionDenied');
    expect(mediaProblem(domError('PermissionDeniedError'))).toBe('permissionDenied');
    expect(mediaProblem(domError('SecurityError'))).toBe('permissionDenied');
    expect(mediaProblem(domError('NotFoundError'))).toBe('noDevice');
    expect(mediaProblem(domError('DevicesNotFoundError'))).toBe('noDevice');
    expect(mediaProblem(domError('OverconstrainedError'))).toBe('noDevice');
    expect(mediaProblem(domError('NotReadableError'))).toBe('deviceBusy');
    expect(mediaProblem(domError('TrackStartError'))).toBe('deviceBusy');
    expect(mediaProblem(new TypeError('no mediaDevices'))).toBe('unsupported');
    expect(mediaProblem(domError('SomethingElse'))).toBe('unknown');
    expect(mediaProblem(undefined)).toBe('unknown');
  });
});

describe('recording format', () => {
  it('takes the first format the browser supports', () => {
    expect(pickRecordingType(() => true)).toBe('video/webm;codecs=vp8,opus');
    expect(pickRecordingType((t) => t === 'video/mp4')).toBe('video/mp4');
    expect(pickRecordingType(() => false)).toBeNull();
  });
  it('stores the container type without codecs', () => {
    expect(recordingFile('video/webm;codecs=vp8,opus')).toEqual({
      contentType: 'video/webm',
      extension: 'webm',
    });
    expect(recordingFile('video/mp4')).toEqual({ contentType: 'video/mp4', extension: 'mp4' });
    expect(recordingFile('')).toEqual({ contentType: 'video/webm', extension: 'webm' });
  });
});

describe('uploadPercent', () => {
  it('is whole percent, capped, 0 when the size is unknown', () => {
    expect(uploadPercent(0, 200)).toBe(0);
    expect(uploadPercent(101, 200)).toBe(51);
    expect(uploadPercent(300, 200)).toBe(100);
    expect(uploadPercent(5, 0)).toBe(0);
  });
});
