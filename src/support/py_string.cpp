// ===--- py_string.cpp - TorchScript's str methods on UTF-8 byte strings ----=== //
// Ports of PyTorch 1.13's string operators (register_prim_ops.cpp) with the
// hangs and crashes removed; see Note [str quirks] in the header.
#include "support/py_string.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <limits>

#include "support/allocation_bound.h"
#include "support/error.h"
#include "support/slice_indices.h"

namespace ts {
namespace {

// ASCII classification; <cctype> would depend on the global C locale.
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool isLower(char c) { return c >= 'a' && c <= 'z'; }
bool isAlpha(char c) { return isUpper(c) || isLower(c); }
bool isAlnum(char c) { return isAlpha(c) || isDigit(c); }
bool isSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool isPunct(char c) { return c > ' ' && c < 127 && !isAlnum(c); }
char toUpper(char c) { return isLower(c) ? static_cast<char>(c - 'a' + 'A') : c; }
char toLower(char c) { return isUpper(c) ? static_cast<char>(c - 'A' + 'a') : c; }

[[noreturn]] void fail(const std::string& msg) { throw Error(msg, ErrorKind::RuntimeError); }

/// std::string::substr including libstdc++'s out-of-range message, which is
/// what PyTorch users see for e.g. startswith with start > len.
std::string_view cxxSubstr(std::string_view s, int64_t pos, size_t n = std::string_view::npos) {
  if (static_cast<uint64_t>(pos) > s.size())
    fail("basic_string::substr: __pos (which is " + std::to_string(static_cast<uint64_t>(pos)) +
         ") > this->size() (which is " + std::to_string(s.size()) + ")");
  return s.substr(static_cast<size_t>(pos), n);
}

/// Length of the valid UTF-8 sequence at s[i] (code point in *cp), or 0.
size_t decodeUtf8(std::string_view s, size_t i, uint32_t* cp) {
  auto b = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char c = b(i);
  if (c < 0x80) return *cp = c, 1;
  size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
  if (len == 0 || c > 0xF4 || i + len > s.size()) return 0;
  uint32_t v = c & (0x3F >> (len - 1));
  for (size_t k = 1; k < len; ++k) {
    if ((b(i + k) & 0xC0) != 0x80) return 0;
    v = (v << 6) | (b(i + k) & 0x3F);
  }
  static constexpr uint32_t kMinForLen[5] = {0, 0, 0x80, 0x800, 0x10000};
  if (v < kMinForLen[len] || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) return 0;
  return *cp = v, len;
}

/// Bytes in the character at s[i]: a whole UTF-8 sequence, or 1 for a stray byte.
size_t charLen(std::string_view s, size_t i) {
  uint32_t cp = 0;
  size_t n = decodeUtf8(s, i, &cp);
  return n ? n : 1;
}

/// Length of the line break at s[i] (0 if none). PyTorch's set is
/// "\n\r\v\f\x1c\x1d\x1e" plus U+0085/U+2028/U+2029; with_blanks adds ' ' and
/// '\t' for split().
size_t breakLen(std::string_view s, size_t i, bool with_blanks) {
  char c = s[i];
  if (c == '\n' || c == '\r' || c == '\v' || c == '\f' || c == '\x1c' || c == '\x1d' || c == '\x1e')
    return 1;
  if (with_blanks && (c == ' ' || c == '\t')) return 1;
  uint32_t cp = 0;
  size_t n = decodeUtf8(s, i, &cp);
  return (n > 1 && (cp == 0x85 || cp == 0x2028 || cp == 0x2029)) ? n : 0;
}

/// Normalizes (start, end) the way PyTorch's find/count/startswith do:
/// negative values count from the end, and end == -1 means "to the end".
void normalizeRange(int64_t size, int64_t* start, int64_t* end) {
  if (*start < 0) *start = std::max<int64_t>(0, size + *start);
  if (*end < 0) *end = std::max<int64_t>(0, size + *end + 1);
}

int64_t findImpl(std::string_view s, std::string_view sub, int64_t start, int64_t end,
                 bool reverse) {
  normalizeRange(static_cast<int64_t>(s.size()), &start, &end);
  std::string_view window =
      end > start ? cxxSubstr(s, start, static_cast<size_t>(end - start)) : std::string_view();
  if (window.size() < sub.size()) return -1;
  size_t pos = reverse ? window.rfind(sub) : window.find(sub);
  return pos == std::string_view::npos ? -1 : static_cast<int64_t>(pos) + start;
}

/// The slice startswith/endswith look at; a negative length takes the rest
/// of the string, as std::string::substr does in PyTorch.
std::string_view affixWindow(std::string_view s, int64_t start, int64_t end) {
  normalizeRange(static_cast<int64_t>(s.size()), &start, &end);
  return cxxSubstr(s, start, static_cast<size_t>(end - start));
}

/// Splits chars into its characters (UTF-8 sequences) for strip().
std::vector<std::string_view> charSet(std::string_view chars) {
  std::vector<std::string_view> out;
  for (size_t i = 0; i < chars.size();) {
    size_t n = charLen(chars, i);
    out.push_back(chars.substr(i, n));
    i += n;
  }
  return out;
}

size_t stripLeft(std::string_view s, const std::vector<std::string_view>& set) {
  size_t i = 0;
  for (bool again = true; again && i < s.size();) {
    again = false;
    for (std::string_view c : set)
      if (s.substr(i).starts_with(c)) {
        i += c.size();
        again = true;
        break;
      }
  }
  return i;
}

size_t stripRight(std::string_view s, size_t lo, const std::vector<std::string_view>& set) {
  size_t j = s.size();
  for (bool again = true; again && j > lo;) {
    again = false;
    for (std::string_view c : set)
      if (j - lo >= c.size() && s.substr(lo, j - lo).ends_with(c)) {
        j -= c.size();
        again = true;
        break;
      }
  }
  return j;
}

std::string checkedFill(std::string_view fillchar) {
  if (fillchar.empty() || charLen(fillchar, 0) != fillchar.size())
    fail("TypeError: The fill character must be exactly one character long");
  return std::string(fillchar);
}

std::string repeat(std::string_view unit, int64_t n) {
  std::string out;
  if (n <= 0 || unit.empty()) return out;
  checkAllocationSize(static_cast<uint64_t>(n), unit.size());  // Note [Allocation bound]
  out.reserve(unit.size() * static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) out += unit;
  return out;
}

int64_t padCount(std::string_view s, int64_t width) {
  return std::max<int64_t>(0, width - static_cast<int64_t>(s.size()));
}

template <typename Pred>
bool allChars(std::string_view s, Pred pred) {
  return !s.empty() && std::all_of(s.begin(), s.end(), pred);
}

}  // namespace

// ---- indexing and slicing ---------------------------------------------------

std::string strAt(std::string_view s, int64_t index) {
  int64_t size = static_cast<int64_t>(s.size());
  auto n = static_cast<uint64_t>(index < 0 ? index + size : index);
  if (n >= s.size())
    fail("basic_string::at: __n (which is " + std::to_string(n) + ") >= this->size() (which is " +
         std::to_string(s.size()) + ")");
  return std::string(1, s[n]);
}

std::string strSlice(std::string_view s, std::optional<int64_t> start, std::optional<int64_t> stop,
                     int64_t step) {
  SliceRange r = adjustSlice(static_cast<int64_t>(s.size()), start, stop, step);
  if (r.step == 1) return std::string(s.substr(static_cast<size_t>(r.start), r.length));
  std::string out;
  out.reserve(static_cast<size_t>(r.length));
  // Step before reading, not after the last read: start + length * step may overflow.
  for (int64_t k = 0, i = r.start; k < r.length; ++k) {
    if (k) i += r.step;
    out += s[static_cast<size_t>(i)];
  }
  return out;
}

// ---- splitting and joining --------------------------------------------------

std::vector<std::string> strSplit(std::string_view s, std::optional<std::string_view> sep,
                                  int64_t maxsplit) {
  std::vector<std::string> out;
  if (!sep) {
    // PyTorch's whitespace split ignores maxsplit.
    size_t prev = 0;
    for (size_t i = 0; i < s.size();) {
      size_t n = breakLen(s, i, true);
      if (n == 0) {
        ++i;
        continue;
      }
      if (i > prev) out.emplace_back(s.substr(prev, i - prev));
      i += n;
      prev = i;
    }
    if (prev < s.size()) out.emplace_back(s.substr(prev));
    return out;
  }
  if (sep->empty()) fail("ValueError: empty separator");
  size_t prev = 0, pos = 0;
  for (int64_t count = 1; (pos = s.find(*sep, prev)) != std::string_view::npos; ++count) {
    if (maxsplit >= 0 && count > maxsplit) break;
    out.emplace_back(s.substr(prev, pos - prev));
    prev = pos + sep->size();
  }
  out.emplace_back(s.substr(prev));
  return out;
}

std::vector<std::string> strRsplit(std::string_view s, std::string_view sep, int64_t maxsplit) {
  // PyTorch loops forever on an empty separator; raise like split() does.
  if (sep.empty()) fail("ValueError: empty separator");
  std::vector<std::string> rev;
  size_t end = s.size();
  for (int64_t count = 1; end >= sep.size(); ++count) {
    size_t pos = s.substr(0, end).rfind(sep);
    if (pos == std::string_view::npos || (maxsplit >= 0 && count > maxsplit)) break;
    rev.emplace_back(s.substr(pos + sep.size(), end - pos - sep.size()));
    end = pos;
  }
  rev.emplace_back(s.substr(0, end));
  return std::vector<std::string>(rev.rbegin(), rev.rend());
}

std::vector<std::string> strSplitlines(std::string_view s, bool keepends) {
  std::vector<std::string> out;
  size_t prev = 0;
  for (size_t i = 0; i < s.size();) {
    size_t n = breakLen(s, i, false);
    if (n == 0) {
      ++i;
      continue;
    }
    out.emplace_back(s.substr(prev, i - prev));
    if (keepends) out.emplace_back(s.substr(i, n));  // PyTorch's own element
    i += n;
    prev = i;
  }
  if (prev != s.size()) out.emplace_back(s.substr(prev));
  return out;
}

std::string strJoin(std::string_view sep, const std::vector<std::string>& parts) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i) out += sep;
    out += parts[i];
  }
  return out;
}

std::array<std::string, 3> strPartition(std::string_view s, std::string_view sep) {
  size_t pos = s.find(sep);
  if (pos == std::string_view::npos) return {std::string(s), "", ""};
  return {std::string(s.substr(0, pos)), std::string(sep), std::string(s.substr(pos + sep.size()))};
}

std::array<std::string, 3> strRpartition(std::string_view s, std::string_view sep) {
  size_t pos = s.rfind(sep);
  if (pos == std::string_view::npos) return {"", "", std::string(s)};
  return {std::string(s.substr(0, pos)), std::string(sep), std::string(s.substr(pos + sep.size()))};
}

// ---- stripping --------------------------------------------------------------

std::string strStrip(std::string_view s, std::string_view chars) {
  auto set = charSet(chars);
  size_t lo = stripLeft(s, set);
  return std::string(s.substr(lo, stripRight(s, lo, set) - lo));
}

std::string strLstrip(std::string_view s, std::string_view chars) {
  return std::string(s.substr(stripLeft(s, charSet(chars))));
}

std::string strRstrip(std::string_view s, std::string_view chars) {
  return std::string(s.substr(0, stripRight(s, 0, charSet(chars))));
}

// ---- case -------------------------------------------------------------------

std::string strLower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = toLower(c);
  return out;
}

std::string strUpper(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = toUpper(c);
  return out;
}

std::string strSwapcase(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = isUpper(c) ? toLower(c) : toUpper(c);
  return out;
}

std::string strCapitalize(std::string_view s) {
  std::string out = strLower(s);
  if (!out.empty()) out[0] = toUpper(out[0]);
  return out;
}

std::string strTitle(std::string_view s) {
  std::string out(s);
  bool prev_is_alpha = false;
  for (char& c : out) {
    c = prev_is_alpha ? toLower(c) : toUpper(c);
    prev_is_alpha = isAlpha(c);
  }
  return out;
}

// ---- searching --------------------------------------------------------------

int64_t strFind(std::string_view s, std::string_view sub, int64_t start, int64_t end) {
  return findImpl(s, sub, start, end, false);
}

int64_t strRfind(std::string_view s, std::string_view sub, int64_t start, int64_t end) {
  return findImpl(s, sub, start, end, true);
}

int64_t strIndex(std::string_view s, std::string_view sub, int64_t start, int64_t end) {
  int64_t r = findImpl(s, sub, start, end, false);
  if (r < 0) fail("ValueError: substring not found");
  return r;
}

int64_t strRindex(std::string_view s, std::string_view sub, int64_t start, int64_t end) {
  int64_t r = findImpl(s, sub, start, end, true);
  if (r < 0) fail("ValueError: substring not found");
  return r;
}

int64_t strCount(std::string_view s, std::string_view sub, int64_t start, int64_t end) {
  int64_t size = static_cast<int64_t>(s.size());
  if (start > size) return 0;
  normalizeRange(size, &start, &end);
  if (sub.empty()) {
    // PyTorch never terminates here; CPython counts every position in range.
    int64_t last = std::min(end, size);
    return last < start ? 0 : last - start + 1;
  }
  int64_t n = 0;
  for (size_t pos = static_cast<size_t>(start);
       (pos = s.find(sub, pos)) != std::string_view::npos && static_cast<int64_t>(pos) < end;
       pos += sub.size())
    ++n;
  return n;
}

bool strStartswith(std::string_view s, std::string_view sub, int64_t start, int64_t end) {
  return affixWindow(s, start, end).starts_with(sub);
}

bool strEndswith(std::string_view s, std::string_view sub, int64_t start, int64_t end) {
  return affixWindow(s, start, end).ends_with(sub);
}

std::string strReplace(std::string_view s, std::string_view old_sub, std::string_view new_sub,
                       int64_t count) {
  std::string out;
  if (old_sub.empty()) {
    // CPython inserts new_sub before every character and at the end.
    int64_t done = 0;
    size_t i = 0;
    for (; (count < 0 || done < count); ++done) {
      out += new_sub;
      if (i >= s.size()) break;
      size_t n = charLen(s, i);
      out += s.substr(i, n);
      i += n;
    }
    return out + std::string(s.substr(std::min(i, s.size())));
  }
  size_t prev = 0, pos = 0;
  for (int64_t done = 0; (count < 0 || done < count); ++done) {
    pos = s.find(old_sub, prev);
    if (pos == std::string_view::npos) break;
    out += s.substr(prev, pos - prev);
    out += new_sub;
    prev = pos + old_sub.size();
  }
  return out + std::string(s.substr(prev));
}

// ---- predicates -------------------------------------------------------------

bool strIsdigit(std::string_view s) { return allChars(s, isDigit); }
bool strIsalpha(std::string_view s) { return allChars(s, isAlpha); }
bool strIsalnum(std::string_view s) { return allChars(s, isAlnum); }
bool strIsspace(std::string_view s) { return allChars(s, isSpace); }
bool strIsdecimal(std::string_view s) { return allChars(s, isDigit); }
bool strIsnumeric(std::string_view s) { return allChars(s, isDigit); }

bool strIslower(std::string_view s) {
  bool found_alpha = false;
  for (char c : s) {
    if (isUpper(c)) return false;
    found_alpha |= isLower(c);
  }
  return found_alpha;
}

bool strIsupper(std::string_view s) {
  bool found_alpha = false;
  for (char c : s) {
    if (isLower(c)) return false;
    found_alpha |= isUpper(c);
  }
  return found_alpha;
}

bool strIstitle(std::string_view s) {
  bool result = false, prev_is_alpha = false;
  for (char c : s) {
    if (prev_is_alpha ? isUpper(c) : isLower(c)) return false;
    if (!prev_is_alpha && isAlpha(c)) result = true;
    prev_is_alpha = isAlpha(c);
  }
  return result;
}

bool strIsidentifier(std::string_view s) {
  // PyTorch uses the Python 2 rule without '_': "_x".isidentifier() is False.
  return !s.empty() && !isDigit(s[0]) && std::all_of(s.begin(), s.end(), isAlnum);
}

bool strIsprintable(std::string_view s) {
  return std::all_of(s.begin(), s.end(),
                     [](char c) { return isAlnum(c) || isPunct(c) || c == ' '; });
}

// ---- padding ----------------------------------------------------------------

std::string strZfill(std::string_view s, int64_t width) {
  return repeat("0", padCount(s, width)) + std::string(s);
}

std::string strCenter(std::string_view s, int64_t width, std::string_view fillchar) {
  std::string fill = checkedFill(fillchar);
  int64_t full = padCount(s, width);
  if (full == 0) return std::string(s);
  int64_t left = full / 2, right = (full + 1) / 2;
  if (width % 2) std::swap(left, right);  // PyTorch keys the odd extra on width
  return repeat(fill, left) + std::string(s) + repeat(fill, right);
}

std::string strLjust(std::string_view s, int64_t width, std::string_view fillchar) {
  return std::string(s) + repeat(checkedFill(fillchar), padCount(s, width));
}

std::string strRjust(std::string_view s, int64_t width, std::string_view fillchar) {
  return repeat(checkedFill(fillchar), padCount(s, width)) + std::string(s);
}

std::string strExpandtabs(std::string_view s, int64_t tabsize) {
  std::string out;
  int64_t column = 0;  // PyTorch counts bytes and never resets at '\n'
  for (char c : s) {
    if (c != '\t') {
      out += c;
      ++column;
    } else if (tabsize > 0) {
      do {
        out += ' ';
        ++column;
      } while (column % tabsize);
    }
  }
  return out;
}

// ---- chr and ord ----------------------------------------------------------------

std::string strChr(int64_t codepoint) {
  if (codepoint < 0 || codepoint >= 0x110000)
    fail("chr() arg not in range(0x110000), found " + std::to_string(codepoint));
  auto cp = static_cast<uint32_t>(codepoint);
  auto byte = [](uint32_t v) { return static_cast<char>(v); };
  if (cp < 0x80) return std::string(1, byte(cp));
  if (cp < 0x800) return {byte(0xC0 | (cp >> 6)), byte(0x80 | (cp & 0x3F))};
  if (cp < 0x10000)
    return {byte(0xE0 | (cp >> 12)), byte(0x80 | ((cp >> 6) & 0x3F)), byte(0x80 | (cp & 0x3F))};
  return {byte(0xF0 | (cp >> 18)), byte(0x80 | ((cp >> 12) & 0x3F)),
          byte(0x80 | ((cp >> 6) & 0x3F)), byte(0x80 | (cp & 0x3F))};
}

int64_t strOrd(std::string_view s) {
  uint32_t cp = 0;
  if (s.empty() || decodeUtf8(s, 0, &cp) != s.size())
    fail("String for ord() must be 1 character, found " + std::to_string(s.size()));
  return cp;
}

// ---- repr and number parsing -------------------------------------------------

namespace {

/// Code points Python's str.isprintable() rejects, beyond ASCII controls:
/// controls, separators other than ' ', common format characters, private
/// use and noncharacters. Unassigned code points are not modelled.
bool isUnprintable(uint32_t cp) {
  static constexpr uint32_t kRanges[][2] = {
      {0x80, 0xA0},     {0xAD, 0xAD},       {0x600, 0x605},     {0x61C, 0x61C},
      {0x6DD, 0x6DD},   {0x70F, 0x70F},     {0x1680, 0x1680},   {0x180E, 0x180E},
      {0x2000, 0x200F}, {0x2028, 0x202F},   {0x205F, 0x2064},   {0x2066, 0x206F},
      {0x3000, 0x3000}, {0xD800, 0xF8FF},   {0xFDD0, 0xFDEF},   {0xFEFF, 0xFEFF},
      {0xFFF9, 0xFFFB}, {0xE0001, 0xE0001}, {0xE0020, 0xE007F}, {0xF0000, 0x10FFFF}};
  if ((cp & 0xFFFE) == 0xFFFE) return true;
  for (const auto& r : kRanges)
    if (cp >= r[0] && cp <= r[1]) return true;
  return false;
}

std::string hexEscape(char kind, uint32_t v, int digits) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out = {'\\', kind};
  for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) out += kHex[(v >> shift) & 0xF];
  return out;
}

}  // namespace

std::string pythonBytesRepr(std::string_view s) {
  char quote = '\'';
  if (s.find('\'') != std::string_view::npos && s.find('"') == std::string_view::npos) quote = '"';
  std::string out = "b";
  out += quote;
  for (char ch : s) {
    auto c = static_cast<unsigned char>(ch);
    if (c == static_cast<unsigned char>(quote) || c == '\\') {
      out += '\\';
      out += ch;
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c >= 0x7F) {
      out += hexEscape('x', c, 2);
    } else {
      out += ch;
    }
  }
  return out + quote;
}

std::string pythonStrRepr(std::string_view s) {
  char quote = '\'';
  if (s.find('\'') != std::string_view::npos && s.find('"') == std::string_view::npos) quote = '"';
  std::string out(1, quote);
  for (size_t i = 0; i < s.size();) {
    uint32_t cp = 0;
    size_t n = decodeUtf8(s, i, &cp);
    if (n == 0) {  // not UTF-8: show the byte
      out += hexEscape('x', static_cast<unsigned char>(s[i]), 2);
      ++i;
      continue;
    }
    if (cp == static_cast<uint32_t>(quote) || cp == '\\') {
      out += '\\';
      out += static_cast<char>(cp);
    } else if (cp == '\t') {
      out += "\\t";
    } else if (cp == '\n') {
      out += "\\n";
    } else if (cp == '\r') {
      out += "\\r";
    } else if (cp < 0x20 || cp == 0x7F) {
      out += hexEscape('x', cp, 2);
    } else if (cp < 0x7F || !isUnprintable(cp)) {
      out += s.substr(i, n);
    } else {
      out += cp <= 0xFF     ? hexEscape('x', cp, 2)
             : cp <= 0xFFFF ? hexEscape('u', cp, 4)
                            : hexEscape('U', cp, 8);
    }
    i += n;
  }
  return out + quote;
}

std::string scriptQuotedString(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '\\': out += "\\\\"; break;
      case '\'': out += "\\'"; break;
      case '"': out += "\\\""; break;
      case '\a': out += "\\a"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\v': out += "\\v"; break;
      default:
        if (c > 0x1f && c < 0x7f) {
          out += c;
        } else {
          // c10 computes the octal digits on a signed char; negative bytes
          // give the non-digit characters PyTorch prints.
          int v = static_cast<signed char>(c);
          char buf[3] = {'0', '0', '0'};
          buf[2] = static_cast<char>(buf[2] + v % 8);
          v /= 8;
          buf[1] = static_cast<char>(buf[1] + v % 8);
          v /= 8;
          buf[0] = static_cast<char>(buf[0] + v);
          out += '\\';
          out.append(buf, 3);
        }
    }
  }
  return out + "\"";
}

int64_t parseScriptInt(std::string_view s) {
  // Mirrors std::stoll (base 10): its failures surface in PyTorch as "stoll".
  size_t i = 0;
  while (i < s.size() && isSpace(s[i])) ++i;
  bool negative = i < s.size() && s[i] == '-';
  if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
  if (i >= s.size() || !isDigit(s[i])) fail("stoll");
  uint64_t limit = negative ? uint64_t{1} << 63 : (uint64_t{1} << 63) - 1;
  uint64_t value = 0;
  for (; i < s.size() && isDigit(s[i]); ++i) {
    uint64_t digit = static_cast<uint64_t>(s[i] - '0');
    if (value > (limit - digit) / 10) fail("stoll");
    value = value * 10 + digit;
  }
  if (i != s.size()) fail("invalid literal for int() with base 10: '" + std::string(s) + "'");
  return negative ? static_cast<int64_t>(0 - value) : static_cast<int64_t>(value);
}

double parseScriptFloat(std::string_view s) {
  // std::stod is strtod plus "stod" errors for no conversion and ERANGE
  // (which glibc also reports for subnormal results).
  std::string buf(s);
  char* end = nullptr;
  errno = 0;
  double value = std::strtod(buf.c_str(), &end);
  if (end == buf.c_str() || errno == ERANGE) fail("stod");
  if (static_cast<size_t>(end - buf.c_str()) != s.size())
    fail("could not convert string to float: '" + std::string(s) + "'");
  return value;
}

}  // namespace ts
