/**
 * The spec's generic text rule (spec 000 §5): an empty value gets one message, a whitespace-only value
 * another. Returns the message to show, or undefined when the value is acceptable.
 */
export function validateText(
  value: string,
  messages: { required: string; blank: string; tooLong?: string },
  maxLength?: number,
): string | undefined {
  if (value.length === 0) return messages.required;
  if (value.trim().length === 0) return messages.blank;
  if (maxLength !== undefined && value.length > maxLength) return messages.tooLong ?? messages.blank;
  return undefined;
}
