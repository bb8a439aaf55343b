export type AuthMode = "signIn" | "signUp";

export const authMessages = {
  signUpFailed: "Unable to sign up. Please try again.",
  signInFailed: "Invalid credentials. Please try again.",
  other: "Something went wrong. Please try again.",
  invalidEmail: "Please enter a valid email address.",
  shortPassword: "Password must be at least 8 characters.",
} as const;
