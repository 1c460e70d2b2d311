// Organizer passwords: long enough, and not one that every guessing list starts with.
import { AppError } from "@/lib/errors";

export const PASSWORD_MIN = 10;

// The most common passwords of at least 10 characters in public breach lists, and local ones.
const COMMON = new Set([
  "1234567890", "0123456789", "12345678910", "1234567890a", "123456789a", "a123456789", "qwertyuiop", "1q2w3e4r5t",
  "1qaz2wsx3edc", "qwerty1234", "qwerty12345", "qwertyuiop1", "asdfghjkl1", "zxcvbnm123", "password12", "password123",
  "password1234", "passw0rd123", "p@ssw0rd123", "iloveyou12", "princess12", "football12", "baseball12", "superman12",
  "1111111111", "0000000000", "9876543210", "1029384756", "abcdefghij", "abcd123456", "abc1234567", "aaaaaaaaaa",
  "letmein123", "welcome123", "welcome1234", "changeme123", "administrator", "admin12345", "admin123456", "qazwsxedc123",
  "trustno1234", "sunshine12", "starwars12", "dragon1234", "monkey1234", "master1234", "michael123", "jennifer12",
  "computer12", "whatever12", "123123123123", "123qweasdzxc", "1q2w3e4r5t6y", "q1w2e3r4t5", "q1w2e3r4t5y6", "azertyuiop",
  "password01", "passwordpassword", "11223344556677", "112233445566", "147258369a", "147258369", "1234qwer", "12qwaszx12",
  "bazaar1234", "bazaar12345", "kartomantik", "kartomantik1", "draftbazaar", "organizzatore", "organizer1", "passwordbazaar",
  "qwertyqwerty", "asdfasdfasdf", "1234512345", "5555555555", "6666666666", "7777777777", "8888888888", "9999999999",
  "forzajuve1", "forzamilan", "forzainter", "forzaroma1", "forzanapoli", "juventus12", "ciaociao12", "amoremio12",
  "napoli1926", "passworditalia", "italia2006", "ti amo tanto", "tiamotanto", "1234567890!", "qwerty123!", "Password1!",
]);

/** Throws a translated reason when the password would be easy to guess. */
export function assertStrongPassword(password: string): void {
  if ([...password].length < PASSWORD_MIN) throw new AppError("password_too_short", { min: PASSWORD_MIN });
  const folded = password.trim().toLowerCase();
  if (COMMON.has(folded) || COMMON.has(password) || new Set(folded).size <= 2) throw new AppError("password_common");
}
