import { describe, expect, it } from 'vitest';
import { uploadFailureToast } from './upload-failure.ts';

const failure = { title: 'Upload failed', fallback: 'There was an error uploading your photos.' };
const answered = (status: number, body: string) => new Error(`${status}: ${body}`);

describe('uploadFailureToast', () => {
  it('names a file the server finds too large as the pre-check does', () => {
    expect(
      uploadFailureToast(
        answered(413, '{"message":"Please select an image smaller than 5MB."}'),
        'profile',
        failure,
      ),
    ).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB.',
      variant: 'destructive',
    });
    // A proxy's bare 413 still gets the rule's words.
    expect(uploadFailureToast(answered(413, 'Payload Too Large'), 'photo', failure).description).toBe(
      'Please upload images smaller than 10MB.',
    );
  });

  it('names a file of the wrong kind as the pre-check does', () => {
    const toast = uploadFailureToast(
      answered(400, '{"message":"Please upload only image files."}'),
      'photo',
      failure,
    );
    expect(toast.title).toBe('Invalid file type');
    expect(toast.description).toBe('Please upload only image files.');
  });

  it("says anything else under the caller's title, the server's words first", () => {
    expect(uploadFailureToast(answered(401, '{"message":"Please sign in"}'), 'photo', failure)).toEqual({
      title: 'Upload failed',
      description: 'Please sign in',
      variant: 'destructive',
    });
    expect(
      uploadFailureToast(new Error('The upload did not reach the server.'), 'photo', failure).description,
    ).toBe('There was an error uploading your photos.');
  });
});
