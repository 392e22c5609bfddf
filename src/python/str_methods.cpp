// ===--- str_methods.cpp - str with code-point semantics ------------------=== //
// UTF-8 text indexed by code points; Unicode properties and full case
// mapping come from ICU ("straße".upper() == "STRASSE"). Also repr quoting,
// str.format and %-formatting.
#include <unicode/uchar.h>
#include <cstring>
#include <unicode/ustring.h>

#include <algorithm>
#include <array>
#include <cstdio>

#include "python/bigint.h"
#include "python/builtins.h"
#include "python/text_codecs.h"
#include "support/float_format.h"
#include "support/py_format.h"

namespace ts::py {

std::u32string decodeUtf8(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) {
    unsigned char c = s[i];
    char32_t cp;
    size_t n;
    if (c < 0x80) { cp = c; n = 1; }
    else if (c < 0xE0) { cp = c & 0x1F; n = 2; }
    else if (c < 0xF0) { cp = c & 0x0F; n = 3; }
    else { cp = c & 0x07; n = 4; }
    for (size_t k = 1; k < n && i + k < s.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out.push_back(cp);
    i += n;
  }
  return out;
}

void appendUtf8(std::string& out, char32_t c) {
  if (c < 0x80) out += static_cast<char>(c);
  else if (c < 0x800) { out += static_cast<char>(0xC0 | (c >> 6)); out += static_cast<char>(0x80 | (c & 0x3F)); }
  else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

std::string encodeUtf8(std::u32string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char32_t c : s) appendUtf8(out, c);
  return out;
}

int64_t utf8Length(std::string_view s) {
  int64_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

namespace {

/// Python's str.isprintable() for one non-ASCII code point: not in a C*
/// (control, format, ...) or Z* (separator) category. ICU's u_isprint
/// counts separators (U+00A0, U+3000) as printable; repr escapes them.
bool pyPrintable(char32_t c) {
  auto cp = static_cast<UChar32>(c);
  if (!u_isprint(cp)) return false;
  int8_t t = u_charType(cp);
  return t != U_SPACE_SEPARATOR && t != U_LINE_SEPARATOR && t != U_PARAGRAPH_SEPARATOR;
}

}  // namespace

std::string strRepr(std::string_view s) {
  bool has_single = s.find('\'') != std::string_view::npos, has_double = s.find('"') != std::string_view::npos;
  char q = has_single && !has_double ? '"' : '\'';
  std::string out(1, q);
  for (char32_t c : decodeUtf8(s)) {
    if (c == static_cast<char32_t>(q) || c == '\\') { out += '\\'; out += static_cast<char>(c); }
    else if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\t') out += "\\t";
    else if (c < 0x20 || c == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(c));
      out += buf;
    } else if (c >= 0x80 && !pyPrintable(c)) {
      char buf[16];
      if (c <= 0xff) std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(c));
      else if (c <= 0xffff) std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
      else std::snprintf(buf, sizeof buf, "\\U%08x", static_cast<unsigned>(c));
      out += buf;
    } else {
      appendUtf8(out, c);
    }
  }
  out += q;
  return out;
}

namespace {

[[noreturn]] void selfError(Interp& in, const char* name) {
  in.raise(in.e.TypeError, std::string("descriptor '") + name + "' requires a 'str' object");
}

inline const std::string& self(Interp& in, Args& a, const char* name) {
  if (a.n == 0 || !isStrValue(a[0])) [[unlikely]] selfError(in, name);
  return strOf(a[0]);
}

enum class CaseOp { Upper, Lower, Fold };

std::string icuCase(std::string_view s, CaseOp op) {
  bool ascii = true;
  for (unsigned char c : s) ascii &= c < 0x80;
  if (ascii && op != CaseOp::Fold) {
    std::string out(s);
    char lo = op == CaseOp::Upper ? 'a' : 'A';
    for (char& c : out)
      if (c >= lo && c <= lo + 25) c = static_cast<char>(c ^ 0x20);
    return out;
  }
  UErrorCode err = U_ZERO_ERROR;
  std::u16string src(s.size() + 1, u'\0');
  int32_t len = 0;
  u_strFromUTF8(reinterpret_cast<UChar*>(src.data()), static_cast<int32_t>(src.size()), &len, s.data(), static_cast<int32_t>(s.size()), &err);
  src.resize(len);
  std::u16string dst(src.size() * 3 + 4, u'\0');
  err = U_ZERO_ERROR;
  int32_t n;
  auto* d = reinterpret_cast<UChar*>(dst.data());
  auto* sp = reinterpret_cast<const UChar*>(src.data());
  int32_t cap = static_cast<int32_t>(dst.size());
  if (op == CaseOp::Upper) n = u_strToUpper(d, cap, sp, len, "", &err);
  else if (op == CaseOp::Lower) n = u_strToLower(d, cap, sp, len, "", &err);
  else n = u_strFoldCase(d, cap, sp, len, U_FOLD_CASE_DEFAULT, &err);
  dst.resize(n);
  std::string out(dst.size() * 3 + 4, '\0');
  err = U_ZERO_ERROR;
  int32_t outlen = 0;
  u_strToUTF8(out.data(), static_cast<int32_t>(out.size()), &outlen, reinterpret_cast<const UChar*>(dst.data()), n, &err);
  out.resize(outlen);
  return out;
}

bool isCased(char32_t c) { return u_isupper(c) || u_islower(c) || u_istitle(c); }
bool isAlpha(char32_t c) { return U_GET_GC_MASK(c) & U_GC_L_MASK; }
bool isDecimal(char32_t c) { return u_charType(c) == U_DECIMAL_DIGIT_NUMBER; }
bool isDigit(char32_t c) {
  int t = u_getIntPropertyValue(c, UCHAR_NUMERIC_TYPE);
  return t == U_NT_DECIMAL || t == U_NT_DIGIT;
}
bool isNumeric(char32_t c) { return u_getIntPropertyValue(c, UCHAR_NUMERIC_TYPE) != U_NT_NONE; }
bool isSpace(char32_t c) {
  if (c < 0x80) return c == ' ' || (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x1f);
  int bidi = u_charDirection(c);
  return u_charType(c) == U_SPACE_SEPARATOR || bidi == U_WHITE_SPACE_NEUTRAL || bidi == U_BLOCK_SEPARATOR || bidi == U_SEGMENT_SEPARATOR;
}

template <bool (*Pred)(char32_t)>
IValue allOf(Interp& in, Args& a, PyObject*) {
  const std::string& s = self(in, a, "is");
  if (s.empty()) return IValue(false);
  for (char32_t c : decodeUtf8(s))
    if (!Pred(c)) return IValue(false);
  return IValue(true);
}

bool isAlnum(char32_t c) { return isAlpha(c) || isNumeric(c); }

/// str.isascii: true for the empty string too (unlike the other is* tests).
IValue sIsascii(Interp& in, Args& a, PyObject*) {
  for (unsigned char c : self(in, a, "isascii"))
    if (c >= 0x80) return IValue(false);
  return IValue(true);
}

IValue sIsupper(Interp& in, Args& a, PyObject*) {
  bool cased = false;
  for (char32_t c : decodeUtf8(self(in, a, "isupper"))) {
    if (u_islower(c) || u_istitle(c)) return IValue(false);
    cased |= u_isupper(c);
  }
  return IValue(cased);
}

IValue sIslower(Interp& in, Args& a, PyObject*) {
  bool cased = false;
  for (char32_t c : decodeUtf8(self(in, a, "islower"))) {
    if (u_isupper(c) || u_istitle(c)) return IValue(false);
    cased |= u_islower(c);
  }
  return IValue(cased);
}

IValue sIsidentifier(Interp& in, Args& a, PyObject*) {
  std::u32string u = decodeUtf8(self(in, a, "isidentifier"));
  if (u.empty()) return IValue(false);
  for (size_t i = 0; i < u.size(); ++i) {
    char32_t c = u[i];
    bool ok = c == '_' || (i == 0 ? u_hasBinaryProperty(c, UCHAR_XID_START) : u_hasBinaryProperty(c, UCHAR_XID_CONTINUE));
    if (!ok) return IValue(false);
  }
  return IValue(true);
}

IValue sIstitle(Interp& in, Args& a, PyObject*) {
  bool cased = false, prev_cased = false;
  for (char32_t c : decodeUtf8(self(in, a, "istitle"))) {
    if (u_isupper(c) || u_istitle(c)) {
      if (prev_cased) return IValue(false);
      prev_cased = cased = true;
    } else if (u_islower(c)) {
      if (!prev_cased) return IValue(false);
      prev_cased = cased = true;
    } else {
      prev_cased = false;
    }
  }
  return IValue(cased);
}

/// Whether ASCII-only s has no letter in [lo, lo+25] (so upper/lower keep it).
bool asciiWithout(const std::string& s, char lo) {
  for (unsigned char c : s)
    if (c >= 0x80 || (c >= static_cast<unsigned char>(lo) && c <= static_cast<unsigned char>(lo + 25))) return false;
  return true;
}

// A str that case mapping leaves unchanged is returned itself (no copy).
IValue sUpper(Interp& in, Args& a, PyObject*) {
  const std::string& s = self(in, a, "upper");
  return asciiWithout(s, 'a') ? a[0] : IValue(icuCase(s, CaseOp::Upper));
}
/// Note [Latin-1 lower]: text of ASCII and U+0080..U+00FF lowercases byte
/// by byte: A-Z and U+00C0..U+00DE (but U+00D7) map to +0x20 in their last
/// byte, every other code point there to itself (CPython agrees: 'ß', 'µ',
/// 'ÿ' are unchanged). Returns false (out untouched) for other text, which
/// goes to ICU; sets `changed` when some byte differs.
bool latin1Lower(const std::string& s, std::string& out, bool& changed) {
  changed = false;
  for (size_t i = 0; i < s.size(); ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      changed |= c >= 'A' && c <= 'Z';
      continue;
    }
    if ((c != 0xC2 && c != 0xC3) || i + 1 == s.size()) return false;
    auto d = static_cast<unsigned char>(s[++i]);
    if (d < 0x80 || d > 0xBF) return false;
    changed |= c == 0xC3 && d <= 0x9E && d != 0x97;
  }
  if (!changed) return true;
  out = s;
  for (size_t i = 0; i < out.size(); ++i) {
    auto c = static_cast<unsigned char>(out[i]);
    if (c >= 'A' && c <= 'Z') out[i] = static_cast<char>(c | 0x20);
    if (c < 0x80) continue;
    auto d = static_cast<unsigned char>(out[++i]);
    if (c == 0xC3 && d <= 0x9E && d != 0x97) out[i] = static_cast<char>(d + 0x20);
  }
  return true;
}

IValue sLower(Interp& in, Args& a, PyObject*) {
  const std::string& s = self(in, a, "lower");
  std::string out;
  bool changed;
  if (latin1Lower(s, out, changed)) return changed ? IValue(std::move(out)) : a[0];
  return IValue(icuCase(s, CaseOp::Lower));
}
IValue sCasefold(Interp& in, Args& a, PyObject*) { return IValue(icuCase(self(in, a, "casefold"), CaseOp::Fold)); }

IValue sSwapcase(Interp& in, Args& a, PyObject*) {
  std::string out;
  for (char32_t c : decodeUtf8(self(in, a, "swapcase"))) {
    std::string one;
    appendUtf8(one, c);
    out += u_isupper(c) ? icuCase(one, CaseOp::Lower) : u_islower(c) ? icuCase(one, CaseOp::Upper) : one;
  }
  return IValue(out);
}

/// The full titlecase mapping of one code point, as Python's title() and
/// capitalize() use it: "ß" becomes "Ss", "ﬁ" becomes "Fi".
void appendTitle(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c >= 'a' && c <= 'z' ? c ^ 0x20 : c);
    return;
  }
  UChar src[2];
  int32_t len = 0;
  U16_APPEND_UNSAFE(src, len, c);
  UChar dst[8];
  UErrorCode err = U_ZERO_ERROR;
  int32_t n = u_strToTitle(dst, 8, src, len, nullptr, "", &err);
  if (U_FAILURE(err)) {
    appendUtf8(out, static_cast<char32_t>(u_totitle(c)));
    return;
  }
  for (int32_t i = 0; i < n;) {
    UChar32 x;
    U16_NEXT(dst, i, n, x);
    appendUtf8(out, static_cast<char32_t>(x));
  }
}

IValue sCapitalize(Interp& in, Args& a, PyObject*) {
  std::u32string u = decodeUtf8(self(in, a, "capitalize"));
  if (u.empty()) return IValue("");
  std::string first;
  appendTitle(first, u[0]);
  return IValue(first + icuCase(encodeUtf8(u.substr(1)), CaseOp::Lower));
}

IValue sTitle(Interp& in, Args& a, PyObject*) {
  std::string out, one;
  bool prev_cased = false;
  for (char32_t c : decodeUtf8(self(in, a, "title"))) {
    if (prev_cased) {
      one.clear();
      appendUtf8(one, c);
      out += icuCase(one, CaseOp::Lower);
    } else {
      appendTitle(out, c);
    }
    prev_cased = isCased(c);
  }
  return IValue(out);
}

/// str.isprintable: no code point of Unicode's "Other" or "Separator"
/// categories but the ASCII space; true for "".
IValue sIsprintable(Interp& in, Args& a, PyObject*) {
  for (char32_t c : decodeUtf8(self(in, a, "isprintable"))) {
    if (c == ' ') continue;
    if (U_GET_GC_MASK(c) & (U_GC_C_MASK | U_GC_Z_MASK)) return IValue(false);
  }
  return IValue(true);
}

/// Byte classes for whitespace splitting: 1 ASCII whitespace, 2 a byte that
/// may start a non-ASCII whitespace code point (U+0085, U+00A0, U+1680,
/// U+2000..U+205F, U+3000 start with C2, E1, E2 or E3), 0 anything else.
constexpr std::array<uint8_t, 256> kSplitClass = [] {
  std::array<uint8_t, 256> t{};
  t[' '] = 1;
  for (int c = 0x09; c <= 0x0d; ++c) t[c] = 1;
  for (int c = 0x1c; c <= 0x1f; ++c) t[c] = 1;
  t[0xC2] = t[0xE1] = t[0xE2] = t[0xE3] = 2;
  return t;
}();

bool inChars(const std::u32string& chars, char32_t c) { return chars.find(c) != std::u32string::npos; }

IValue stripImpl(Interp& in, Args& a, const char* name, bool left, bool right) {
  if (a.n < 1 || a.n > 2) checkArgs(in, a, name, 1, 2);
  const std::string& s = self(in, a, name);
  bool ws = a.n < 2 || a[1].isNone();
  // ASCII strip sets work on bytes: no UTF-8 continuation byte is ASCII.
  if (!ws && !isStrValue(a[1])) in.raise(in.e.TypeError, std::string(name) + " arg must be None or str");
  const std::string* cs = ws ? nullptr : &strOf(a[1]);
  // The bytes to strip, as a bitmap (a set's chars are few, but a memchr
  // per tested byte cost more than the rest of the call).
  uint64_t set[4] = {0, 0, 0, 0};
  bool ascii_set = cs != nullptr;
  for (size_t i = 0; cs && i < cs->size(); ++i) {
    auto c = static_cast<unsigned char>((*cs)[i]);
    ascii_set &= c < 0x80;
    set[c >> 6] |= uint64_t{1} << (c & 63);
  }
  if (ascii_set || (ws && (s.empty() || (static_cast<unsigned char>(s.front()) < 0x80 && static_cast<unsigned char>(s.back()) < 0x80)))) {
    auto strip = [&](char ch) {
      auto c = static_cast<unsigned char>(ch);
      return ws ? kSplitClass[c] == 1 : (set[c >> 6] >> (c & 63)) & 1;
    };
    size_t b = 0, e = s.size();
    if (left)
      while (b < e && strip(s[b])) ++b;
    if (right)
      while (e > b && strip(s[e - 1])) --e;
    bool boundary_ok = ascii_set || ((b == s.size() || static_cast<unsigned char>(s[b]) < 0x80) &&
                                     (e == 0 || static_cast<unsigned char>(s[e - 1]) < 0x80));
    if (boundary_ok) {
      if (b == 0 && e == s.size()) return a[0];
      return IValue(s.substr(b, e - b));
    }
  }
  std::u32string chars = ws ? std::u32string() : decodeUtf8(*cs);
  std::u32string u = decodeUtf8(s);
  size_t b = 0, e = u.size();
  auto strip = [&](char32_t c) { return ws ? isSpace(c) : inChars(chars, c); };
  if (left)
    while (b < e && strip(u[b])) ++b;
  if (right)
    while (e > b && strip(u[e - 1])) --e;
  if (b == 0 && e == u.size()) return a[0];
  return IValue(encodeUtf8(u.substr(b, e - b)));
}

IValue sStrip(Interp& in, Args& a, PyObject*) { return stripImpl(in, a, "strip", true, true); }
IValue sLstrip(Interp& in, Args& a, PyObject*) { return stripImpl(in, a, "lstrip", true, false); }
IValue sRstrip(Interp& in, Args& a, PyObject*) { return stripImpl(in, a, "rstrip", false, true); }

int64_t maxsplitArg(Interp& in, Args& a, size_t pos) {
  if (IValue* m = a.kwarg("maxsplit")) return toIndex(in, *m);
  return a.n > pos ? toIndex(in, a[pos]) : -1;
}

const IValue* sepArg(Args& a) {
  if (IValue* s = a.kwarg("sep")) return s;
  return a.n > 1 ? &a[1] : nullptr;
}

/// str.split() on text without non-ASCII whitespace, in one pass over the
/// bytes; false (out cleared) when the text may hold some.
bool splitAsciiSpace(const std::string& s, std::vector<IValue>& out) {
  const char* p = s.data();
  size_t n = s.size(), i = 0;
  out.reserve(std::min<size_t>(n / 2 + 1, 12));  // CPython's initial guess
  while (true) {
    uint8_t k = 0;
    while (i < n && (k = kSplitClass[static_cast<unsigned char>(p[i])]) == 1) ++i;
    if (k == 2) break;
    if (i >= n) return true;
    size_t j = i;
    while (j < n && (k = kSplitClass[static_cast<unsigned char>(p[j])]) == 0) ++j;
    if (k == 2) break;
    out.push_back(IValue(std::string(p + i, j - i)));
    i = j;
  }
  out.clear();
  return false;
}

IValue sSplit(Interp& in, Args& a, PyObject*) {
  const std::string& s = self(in, a, "split");
  const IValue* sep = sepArg(a);
  int64_t maxsplit = maxsplitArg(in, a, 2);
  std::vector<IValue> out;
  if ((!sep || sep->isNone()) && maxsplit < 0 && splitAsciiSpace(s, out)) return in.newList(std::move(out));
  if (!sep || sep->isNone()) {
    std::u32string u = decodeUtf8(s);
    size_t i = 0;
    while (true) {
      while (i < u.size() && isSpace(u[i])) ++i;
      if (i >= u.size()) break;
      if (maxsplit >= 0 && static_cast<int64_t>(out.size()) == maxsplit) {
        size_t e = u.size();
        while (e > i && isSpace(u[e - 1])) --e;
        out.push_back(IValue(encodeUtf8(u.substr(i, e - i))));
        break;
      }
      size_t j = i;
      while (j < u.size() && !isSpace(u[j])) ++j;
      out.push_back(IValue(encodeUtf8(u.substr(i, j - i))));
      i = j;
    }
    return in.newList(std::move(out));
  }
  const std::string& sp = strArg(in, *sep, "must be str or None");
  if (sp.empty()) in.raise(in.e.ValueError, "empty separator");
  size_t i = 0;
  while (true) {
    size_t j = s.find(sp, i);
    if (j == std::string::npos || (maxsplit >= 0 && static_cast<int64_t>(out.size()) == maxsplit)) {
      out.push_back(IValue(s.substr(i)));
      break;
    }
    out.push_back(IValue(s.substr(i, j - i)));
    i = j + sp.size();
  }
  return in.newList(std::move(out));
}

IValue sRsplit(Interp& in, Args& a, PyObject*) {
  const std::string& s = self(in, a, "rsplit");
  const IValue* sep = sepArg(a);
  int64_t maxsplit = maxsplitArg(in, a, 2);
  if (!sep || sep->isNone() || maxsplit < 0) {
    if (maxsplit < 0) return sSplit(in, a, nullptr);
    std::u32string u = decodeUtf8(s);
    std::vector<IValue> out;
    size_t e = u.size();
    while (true) {
      while (e > 0 && isSpace(u[e - 1])) --e;
      if (e == 0) break;
      if (static_cast<int64_t>(out.size()) == maxsplit) {
        size_t b = 0;
        while (b < e && isSpace(u[b])) ++b;
        out.push_back(IValue(encodeUtf8(u.substr(b, e - b))));
        break;
      }
      size_t b = e;
      while (b > 0 && !isSpace(u[b - 1])) --b;
      out.push_back(IValue(encodeUtf8(u.substr(b, e - b))));
      e = b;
    }
    std::reverse(out.begin(), out.end());
    return in.newList(std::move(out));
  }
  const std::string& sp = strArg(in, *sep, "must be str or None");
  if (sp.empty()) in.raise(in.e.ValueError, "empty separator");
  std::vector<IValue> out;
  size_t e = s.size();
  while (true) {
    size_t j = e >= sp.size() ? s.rfind(sp, e - sp.size()) : std::string::npos;
    if (j == std::string::npos || static_cast<int64_t>(out.size()) == maxsplit) {
      out.push_back(IValue(s.substr(0, e)));
      break;
    }
    out.push_back(IValue(s.substr(j + sp.size(), e - j - sp.size())));
    e = j;
  }
  std::reverse(out.begin(), out.end());
  return in.newList(std::move(out));
}

IValue sSplitlines(Interp& in, Args& a, PyObject*) {
  const std::string& s = self(in, a, "splitlines");
  bool keep = (a.n > 1 && truthy(in, a[1])) || (a.kwarg("keepends") && truthy(in, *a.kwarg("keepends")));
  std::vector<IValue> out;
  std::u32string u = decodeUtf8(s);
  size_t i = 0;
  while (i < u.size()) {
    size_t j = i;
    while (j < u.size() && !(u[j] == '\n' || u[j] == '\r' || u[j] == 0x0b || u[j] == 0x0c || u[j] == 0x1c || u[j] == 0x1d ||
                             u[j] == 0x1e || u[j] == 0x85 || u[j] == 0x2028 || u[j] == 0x2029))
      ++j;
    size_t e = j;
    if (j < u.size()) e = (u[j] == '\r' && j + 1 < u.size() && u[j + 1] == '\n') ? j + 2 : j + 1;
    out.push_back(IValue(encodeUtf8(u.substr(i, (keep ? e : j) - i))));
    i = e;
  }
  return in.newList(std::move(out));
}

IValue sJoin(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "join", 2, 2);
  const std::string& sep = self(in, a, "join");
  std::string out;
  size_t i = 0;
  forEachItem(in, a[1], [&](const IValue& x) {
    if (!isStrValue(x))
      in.raise(in.e.TypeError, "sequence item " + std::to_string(i) + ": expected str instance, " + typeName(in, x) + " found");
    if (i++) out += sep;
    out += x.toStr();
  });
  return IValue(out);
}

/// Byte offset of code point index `cp` in s (clamped).
size_t byteOffset(const std::string& s, int64_t cp) {
  size_t i = 0;
  for (int64_t k = 0; k < cp && i < s.size(); ++k) {
    ++i;
    while (i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) ++i;
  }
  return i;
}

/// The [start, end) byte window of find/count's optional arguments.
std::pair<size_t, size_t> window(Interp& in, Args& a, const std::string& s, size_t first) {
  int64_t len = utf8Length(s);
  int64_t b = 0, e = len;
  if (a.n > first && !a[first].isNone()) b = toIndex(in, a[first]);
  if (a.n > first + 1 && !a[first + 1].isNone()) e = toIndex(in, a[first + 1]);
  if (b < 0) b = std::max<int64_t>(0, b + len);
  if (e < 0) e = std::max<int64_t>(0, e + len);
  e = std::min(e, len);
  if (b > e) return {1, 0};
  return {byteOffset(s, b), byteOffset(s, e)};
}

int64_t findImpl(Interp& in, Args& a, const char* name, bool reverse) {
  checkArgs(in, a, name, 2, 4);
  const std::string& s = self(in, a, name);
  const std::string& sub = strArg(in, a[1], "must be str");
  auto [b, e] = window(in, a, s, 2);
  if (b > e || e - b < sub.size()) return -1;
  std::string_view w(s.data() + b, e - b);
  size_t r = reverse ? w.rfind(sub) : w.find(sub);
  if (r == std::string_view::npos) return -1;
  return utf8Length(std::string_view(s.data(), b + r));
}

IValue sFind(Interp& in, Args& a, PyObject*) { return IValue(findImpl(in, a, "find", false)); }
IValue sRfind(Interp& in, Args& a, PyObject*) { return IValue(findImpl(in, a, "rfind", true)); }
IValue sIndex(Interp& in, Args& a, PyObject*) {
  int64_t r = findImpl(in, a, "index", false);
  if (r < 0) in.raise(in.e.ValueError, "substring not found");
  return IValue(r);
}
IValue sRindex(Interp& in, Args& a, PyObject*) {
  int64_t r = findImpl(in, a, "rindex", true);
  if (r < 0) in.raise(in.e.ValueError, "substring not found");
  return IValue(r);
}

IValue sCount(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "count", 2, 4);
  const std::string& s = self(in, a, "count");
  const std::string& sub = strArg(in, a[1], "must be str");
  auto [b, e] = window(in, a, s, 2);
  if (b > e) return IValue(int64_t{0});
  std::string_view w(s.data() + b, e - b);
  if (sub.empty()) return IValue(utf8Length(w) + 1);
  int64_t n = 0;
  for (size_t i = w.find(sub); i != std::string_view::npos; i = w.find(sub, i + sub.size())) ++n;
  return IValue(n);
}

IValue startsEnds(Interp& in, Args& a, const char* name, bool ends) {
  checkArgs(in, a, name, 2, 4);
  const std::string& s = self(in, a, name);
  auto [b, e] = window(in, a, s, 2);
  if (b > e) return IValue(false);
  std::string_view w(s.data() + b, e - b);
  auto test = [&](const IValue& p) {
    if (!isStrValue(p))
      in.raise(in.e.TypeError, std::string(name) + " first arg must be str or a tuple of str, not " + typeName(in, p));
    const std::string& x = p.toStr();
    if (x.size() > w.size()) return false;
    return ends ? w.compare(w.size() - x.size(), x.size(), x) == 0 : w.compare(0, x.size(), x) == 0;
  };
  if (a[1].isTuple()) {
    for (auto& p : a[1].toTuple()->items)
      if (test(p)) return IValue(true);
    return IValue(false);
  }
  return IValue(test(a[1]));
}

IValue sStartswith(Interp& in, Args& a, PyObject*) { return startsEnds(in, a, "startswith", false); }
IValue sEndswith(Interp& in, Args& a, PyObject*) { return startsEnds(in, a, "endswith", true); }

/// Widths no machine holds are a MemoryError before any allocation, as for
/// `s * n` (checkStrRepeat), not a string grown a byte at a time until memory
/// runs out (or, under ASan, an allocation it refuses to attempt).
void checkPadding(Interp& in, int64_t count, size_t unit) {
  if (static_cast<uint64_t>(count) > (uint64_t(1) << 32) / unit) in.raise(in.e.MemoryError, "");
}

IValue sReplace(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "replace", 3, 4);
  const std::string& s = self(in, a, "replace");
  const std::string& old = strArg(in, a[1], "replace() argument 1");
  const std::string& rep = strArg(in, a[2], "replace() argument 2");
  int64_t count = a.n > 3 ? toIndex(in, a[3]) : -1;
  std::string out;
  if (old.empty()) {
    std::u32string u = decodeUtf8(s);
    int64_t done = 0;
    for (size_t i = 0; i <= u.size(); ++i) {
      if (count < 0 || done < count) { out += rep; ++done; }
      if (i < u.size()) appendUtf8(out, u[i]);
    }
    return IValue(out);
  }
  size_t i = 0;
  int64_t done = 0;
  while (count < 0 || done < count) {
    size_t j = s.find(old, i);
    if (j == std::string::npos) break;
    out.append(s, i, j - i);
    out += rep;
    i = j + old.size();
    ++done;
  }
  out.append(s, i, std::string::npos);
  return IValue(out);
}

IValue padImpl(Interp& in, Args& a, const char* name, int where) {
  checkArgs(in, a, name, 2, 3);
  const std::string& s = self(in, a, name);
  int64_t width = toIndex(in, a[1]);
  std::string fill = " ";
  if (a.n > 2) {
    fill = strArg(in, a[2], "fill character");
    if (utf8Length(fill) != 1) in.raise(in.e.TypeError, "The fill character must be exactly one character long");
  }
  int64_t len = utf8Length(s);
  if (width <= len) return a[0];
  int64_t total = width - len, left = 0;
  checkPadding(in, total, fill.size());
  if (where == 0) left = 0;
  else if (where == 1) left = total;
  else left = total / 2 + (total & width & 1);
  std::string out;
  out.reserve(s.size() + static_cast<size_t>(total) * fill.size());
  for (int64_t i = 0; i < left; ++i) out += fill;
  out += s;
  for (int64_t i = 0; i < total - left; ++i) out += fill;
  return IValue(out);
}

IValue sLjust(Interp& in, Args& a, PyObject*) { return padImpl(in, a, "ljust", 0); }
IValue sRjust(Interp& in, Args& a, PyObject*) { return padImpl(in, a, "rjust", 1); }
IValue sCenter(Interp& in, Args& a, PyObject*) { return padImpl(in, a, "center", 2); }

IValue sZfill(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "zfill", 2, 2);
  std::string s = self(in, a, "zfill");
  int64_t width = toIndex(in, a[1]), len = utf8Length(s);
  if (width <= len) return a[0];
  checkPadding(in, width - len, 1);
  std::string zeros(width - len, '0');
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) return IValue(s.substr(0, 1) + zeros + s.substr(1));
  return IValue(zeros + s);
}

IValue partitionImpl(Interp& in, Args& a, bool reverse) {
  checkArgs(in, a, reverse ? "rpartition" : "partition", 2, 2);
  const std::string& s = self(in, a, "partition");
  const std::string& sep = strArg(in, a[1], "must be str");
  if (sep.empty()) in.raise(in.e.ValueError, "empty separator");
  size_t i = reverse ? s.rfind(sep) : s.find(sep);
  if (i == std::string::npos) {
    if (reverse) return in.newTuple({IValue(""), IValue(""), a[0]});
    return in.newTuple({a[0], IValue(""), IValue("")});
  }
  return in.newTuple({IValue(s.substr(0, i)), a[1], IValue(s.substr(i + sep.size()))});
}

IValue sPartition(Interp& in, Args& a, PyObject*) { return partitionImpl(in, a, false); }
IValue sRpartition(Interp& in, Args& a, PyObject*) { return partitionImpl(in, a, true); }

IValue sRemoveprefix(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "removeprefix", 2, 2);
  const std::string& s = self(in, a, "removeprefix");
  const std::string& p = strArg(in, a[1], "removeprefix() argument");
  return s.compare(0, p.size(), p) == 0 ? IValue(s.substr(p.size())) : a[0];
}

IValue sRemovesuffix(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "removesuffix", 2, 2);
  const std::string& s = self(in, a, "removesuffix");
  const std::string& p = strArg(in, a[1], "removesuffix() argument");
  if (!p.empty() && s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0) return IValue(s.substr(0, s.size() - p.size()));
  return a[0];
}

/// The encoding (position `pos` or keyword `encoding`) and error handler
/// (`pos + 1` or `errors`) of encode, decode, str() and bytes().
std::pair<std::string, std::string> codecArgs(Interp& in, const Args& a, size_t pos) {
  std::string encoding = "utf-8", errors = "strict";
  if (a.n > pos) encoding = strArg(in, a[pos], "encoding");
  else if (IValue* v = a.kwarg("encoding")) encoding = strArg(in, *v, "encoding");
  if (a.n > pos + 1) errors = strArg(in, a[pos + 1], "errors");
  else if (IValue* v = a.kwarg("errors")) errors = strArg(in, *v, "errors");
  return {encoding, errors};
}

IValue sEncode(Interp& in, Args& a, PyObject*) {
  const std::string& s = self(in, a, "encode");
  auto [encoding, errors] = codecArgs(in, a, 1);
  return makeBytes(encodeText(in, s, encoding, errors));
}

IValue sExpandtabs(Interp& in, Args& a, PyObject*) {
  const std::string& s = self(in, a, "expandtabs");
  int64_t tab = a.n > 1 ? toIndex(in, a[1]) : 8;
  // CPython takes tabsize as a C int.
  if (tab > INT32_MAX || tab < INT32_MIN) in.raise(in.e.OverflowError, "Python int too large to convert to C int");
  std::string out;
  int64_t col = 0;
  for (char32_t c : decodeUtf8(s)) {
    if (c == '\t') {
      if (tab > 0) {
        int64_t n = tab - col % tab;
        out.append(n, ' ');
        col += n;
      }
    } else {
      appendUtf8(out, c);
      col = (c == '\n' || c == '\r') ? 0 : col + 1;
    }
  }
  return IValue(out);
}

/// str.maketrans(x[, y[, z]]): the code-point table str.translate takes.
IValue sMaketrans(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "maketrans", 1, 3);
  Ref<PyDict> table = in.newDict();
  if (a.n == 1) {
    auto* d = asPyT<PyDict>(a[0]);
    if (!d) in.raise(in.e.TypeError, "if you give only one argument to maketrans it must be a dict");
    d->forEach([&](const IValue& k, const IValue& v) {
      if (isStrValue(k)) {
        std::u32string cs = decodeUtf8(k.toStr());
        if (cs.size() != 1) in.raise(in.e.ValueError, "string keys in translate table must be of length 1");
        table->set(in, IValue(static_cast<int64_t>(cs[0])), v);
      } else if (k.isInt()) {
        table->set(in, k, v);
      } else {
        in.raise(in.e.TypeError, "keys in translate table must be strings or integers");
      }
    });
    return box(table.get());
  }
  std::u32string x = decodeUtf8(strArg(in, a[0], "maketrans() argument 1"));
  std::u32string y = decodeUtf8(strArg(in, a[1], "maketrans() argument 2"));
  if (x.size() != y.size()) in.raise(in.e.ValueError, "the first two maketrans arguments must have equal length");
  for (size_t i = 0; i < x.size(); ++i)
    table->set(in, IValue(static_cast<int64_t>(x[i])), IValue(static_cast<int64_t>(y[i])));
  if (a.n == 3)
    for (char32_t c : decodeUtf8(strArg(in, a[2], "maketrans() argument 3")))
      table->set(in, IValue(static_cast<int64_t>(c)), IValue());
  return box(table.get());
}

/// str.translate(table): each code point through table (a dict here; other
/// mappings are looked up with []), None deleting it, absent ones kept.
IValue sTranslate(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "translate", 2, 2);
  const std::string& s = self(in, a, "translate");
  auto* d = asPyT<PyDict>(a[1]);
  std::string out;
  for (char32_t c : decodeUtf8(s)) {
    IValue key(static_cast<int64_t>(c));
    IValue v;
    if (d) {
      int64_t i = d->find(in, key);
      if (i < 0) { appendUtf8(out, c); continue; }
      v = d->entries[static_cast<size_t>(i)].value;
    } else {
      v = getItem(in, a[1], key);
    }
    if (v.isNone()) continue;
    if (v.isInt()) {
      int64_t cp = v.toInt();
      if (cp < 0 || cp > 0x10FFFF) in.raise(in.e.ValueError, "character mapping must be in range(0x110000)");
      appendUtf8(out, static_cast<char32_t>(cp));
    } else if (isStrValue(v)) {
      out += v.toStr();
    } else {
      in.raise(in.e.TypeError, "character mapping must return integer, None or str");
    }
  }
  return IValue(out);
}

/// Resolves a str.format field name: `0`, `name`, `0.attr`, `name[key]`.
IValue formatField(Interp& in, const std::string& field, Args& a, size_t& auto_idx) {
  size_t end = field.find_first_of(".[");
  std::string head = field.substr(0, end);
  IValue v;
  if (head.empty()) {
    if (auto_idx + 1 >= a.n) in.raise(in.e.IndexError, "Replacement index " + std::to_string(auto_idx) + " out of range for positional args tuple");
    v = a[1 + auto_idx++];
  } else if (std::isdigit(static_cast<unsigned char>(head[0]))) {
    size_t i = std::stoul(head);
    if (i + 1 >= a.n) in.raise(in.e.IndexError, "Replacement index " + head + " out of range for positional args tuple");
    v = a[1 + i];
  } else {
    IValue* kw = a.kwarg(head);
    if (!kw) in.raiseArgs(in.e.KeyError, {IValue(head)});
    v = *kw;
  }
  while (end != std::string::npos && end < field.size()) {
    if (field[end] == '.') {
      size_t next = field.find_first_of(".[", end + 1);
      v = getAttr(in, v, field.substr(end + 1, next == std::string::npos ? std::string::npos : next - end - 1));
      end = next;
    } else {
      size_t close = field.find(']', end);
      std::string key = field.substr(end + 1, close - end - 1);
      bool digits = !key.empty() && std::all_of(key.begin(), key.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
      v = getItem(in, v, digits ? IValue(static_cast<int64_t>(std::stoll(key))) : IValue(key));
      end = close == std::string::npos ? close : close + 1;
    }
  }
  return v;
}

std::string strFormat(Interp& in, const std::string& fmt, Args& a, size_t& auto_idx);

IValue sFormat(Interp& in, Args& a, PyObject*) {
  const std::string& fmt = self(in, a, "format");
  size_t auto_idx = 0;
  return IValue(strFormat(in, fmt, a, auto_idx));
}

/// str.format_map(m): the fields name keys of m (a dict; its entries become
/// the keyword arguments of format).
IValue sFormatMap(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "format_map", 2, 2);
  const std::string& fmt = self(in, a, "format_map");
  auto* d = asPyT<PyDict>(a[1]);
  if (!d) in.raise(in.e.TypeError, "format_map() argument must be a mapping, not " + typeName(in, a[1]));
  std::vector<KwArg> kws;
  d->forEach([&](const IValue& k, const IValue& v) { if (k.isStr()) kws.push_back(KwArg{k, v}); });
  IValue self_arg = a[0];
  Args fa;
  fa.pos = &self_arg;
  fa.n = 1;
  fa.kw = kws.data();
  fa.nkw = kws.size();
  size_t auto_idx = 0;
  return IValue(strFormat(in, fmt, fa, auto_idx));
}

std::string strFormat(Interp& in, const std::string& fmt, Args& a, size_t& auto_idx) {
  std::string out;
  for (size_t i = 0; i < fmt.size(); ++i) {
    char c = fmt[i];
    if (c == '}') {
      if (i + 1 < fmt.size() && fmt[i + 1] == '}') { out += '}'; ++i; continue; }
      in.raise(in.e.ValueError, "Single '}' encountered in format string");
    }
    if (c != '{') { out += c; continue; }
    if (i + 1 < fmt.size() && fmt[i + 1] == '{') { out += '{'; ++i; continue; }
    int depth = 1;
    size_t j = i + 1;
    while (j < fmt.size() && depth) {
      if (fmt[j] == '{') ++depth;
      else if (fmt[j] == '}') --depth;
      if (depth) ++j;
    }
    if (j >= fmt.size()) in.raise(in.e.ValueError, "expected '}' before end of string");
    std::string body = fmt.substr(i + 1, j - i - 1);
    i = j;
    std::string spec;
    char conv = 0;
    size_t colon = body.find(':');
    if (colon != std::string::npos) { spec = body.substr(colon + 1); body = body.substr(0, colon); }
    size_t bang = body.find('!');
    if (bang != std::string::npos) { conv = bang + 1 < body.size() ? body[bang + 1] : 0; body = body.substr(0, bang); }
    IValue v = formatField(in, body, a, auto_idx);
    if (spec.find('{') != std::string::npos) spec = strFormat(in, spec, a, auto_idx);
    if (conv == 'r') v = IValue(repr(in, v));
    else if (conv == 'a') v = IValue(asciiRepr(in, v));
    else if (conv == 's') v = IValue(toStr(in, v));
    out += format(in, v, spec);
  }
  return out;
}

}  // namespace

namespace {

/// CPython's bounds on %-format widths and precisions (Note [Format sizes] in
/// support/py_format.cpp): "width too big" past Py_ssize_t, "precision too
/// big" past INT_MAX, and a width no machine holds is a MemoryError at once.
void checkPercentSizes(Interp& in, const std::string& width, const std::string& prec) {
  auto tooBig = [](const std::string& digits, uint64_t max) {
    size_t b = digits.find_first_not_of("-0");
    return b != std::string::npos && (digits.size() - b > 19 || std::stoull(digits.substr(b)) > max);
  };
  if (tooBig(width, INT64_MAX)) in.raise(in.e.ValueError, "width too big");
  if (tooBig(prec, INT32_MAX)) in.raise(in.e.ValueError, "precision too big");
  if (tooBig(width, uint64_t{1} << 32)) in.raise(in.e.MemoryError, "");
}

}  // namespace

std::string percentFormat(Interp& in, const std::string& fmt, const IValue& args, bool bytes) {
  std::vector<IValue> items;
  PyDict* mapping = asPyT<PyDict>(args);
  if (args.isTuple()) items = args.toTuple()->items;
  else items.push_back(args);
  size_t next = 0;
  std::string out;
  for (size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%') { out += fmt[i]; continue; }
    if (++i >= fmt.size()) in.raise(in.e.ValueError, "incomplete format");
    IValue v;
    bool have = false;
    if (fmt[i] == '(') {
      size_t close = fmt.find(')', i);
      if (!mapping) in.raise(in.e.TypeError, "format requires a mapping");
      v = getItem(in, args, IValue(fmt.substr(i + 1, close - i - 1)));
      have = true;
      i = close + 1;
    }
    std::string flags;
    while (i < fmt.size() && std::strchr("-+ #0", fmt[i])) flags += fmt[i++];
    std::string width, prec;
    if (i < fmt.size() && fmt[i] == '*') {
      int64_t w = toIndex(in, items.at(next++));
      if (w < 0) flags += '-';  // a negative `*` width left-justifies
      width = std::to_string(w < 0 ? 0 - static_cast<uint64_t>(w) : static_cast<uint64_t>(w));
      ++i;
    }
    while (i < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i]))) width += fmt[i++];
    if (i < fmt.size() && fmt[i] == '.') {
      ++i;
      prec = "0";
      while (i < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i]))) prec += fmt[i++];
    }
    checkPercentSizes(in, width, prec);
    if (i >= fmt.size()) in.raise(in.e.ValueError, "incomplete format");
    char conv = fmt[i];
    if (conv == '%') { out += '%'; continue; }
    if (!have) {
      if (next >= items.size()) in.raise(in.e.TypeError, "not enough arguments for format string");
      v = items[next++];
    }
    std::string spec;
    bool left = flags.find('-') != std::string::npos;
    if (flags.find('+') != std::string::npos) spec += '+';
    else if (flags.find(' ') != std::string::npos) spec += ' ';
    if (flags.find('#') != std::string::npos) spec += '#';
    if (flags.find('0') != std::string::npos && !left) spec += '0';
    // Left-justified numbers are padded after formatting, like strings.
    const std::string num_width = left ? "" : width;
    std::string piece;
    switch (conv) {
      case 'b':
      case 's':
        // bytes % args: %s and %b take bytes as they are (PEP 461)
        if (bytes && !isBytes(v))
          in.raise(in.e.TypeError, "%b requires a bytes-like object, or an object that implements __bytes__, not '" +
                                       typeName(in, v) + "'");
        piece = bytes ? v.toStr() : conv == 'b' ? std::string() : toStr(in, v);
        if (!bytes && conv == 'b') in.raise(in.e.ValueError, "unsupported format character 'b' (0x62) at index " + std::to_string(i));
        break;
      case 'r': piece = repr(in, v); break;
      case 'a': piece = asciiRepr(in, v); break;
      case 'd': case 'i': case 'u': {
        IValue iv = v.isDouble() ? intFromDouble(in, v.toDouble()) : v;
        IValue conv_fn;  // an object with __int__ (a one-element tensor)
        if (!isIntValue(iv) && (asPy(iv) || iv.isTensor()) && getAttrOpt(in, iv, "__int__", conv_fn)) iv = call(in, conv_fn, {});
        if (!isIntValue(iv)) in.raise(in.e.TypeError, "%" + std::string(1, conv) + " format: a real number is required, not " + typeName(in, v));
        piece = format(in, iv, spec + num_width);
        break;
      }
      case 'x': case 'X': case 'o':
        piece = format(in, v, spec + num_width + conv);
        break;
      case 'c': piece = v.isStr() ? v.toStr() : std::string(1, static_cast<char>(toIndex(in, v))); break;
      case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': {
        IValue fv = v, conv_fn;  // an object with __float__ (a one-element tensor)
        if (!fv.isDouble() && !isIntValue(fv) && (asPy(fv) || fv.isTensor()) && getAttrOpt(in, fv, "__float__", conv_fn))
          fv = call(in, conv_fn, {});
        if (!fv.isDouble() && !isIntValue(fv)) in.raise(in.e.TypeError, "must be real number, not " + typeName(in, v));
        double d = fv.isDouble() ? fv.toDouble() : intToDouble(in, fv);
        piece = pyFormatFloat(d, spec + num_width + "." + (prec.empty() ? "6" : prec) + conv);
        break;
      }
      default:
        in.raise(in.e.ValueError, std::string("unsupported format character '") + conv + "' (0x" + [&] {
          char b[8];
          std::snprintf(b, sizeof b, "%x", static_cast<unsigned>(static_cast<unsigned char>(conv)));
          return std::string(b);
        }() + ") at index " + std::to_string(i));
    }
    if (conv == 's' || conv == 'r' || conv == 'a') {
      if (!prec.empty()) piece = encodeUtf8(decodeUtf8(piece).substr(0, std::stoul(prec)));
    }
    int64_t w = width.empty() ? 0 : std::stoll(width);
    int64_t len = utf8Length(piece);
    if (len < w) piece = left ? piece + std::string(w - len, ' ') : std::string(w - len, ' ') + piece;
    out += piece;
  }
  if (!mapping && next < items.size()) in.raise(in.e.TypeError, "not all arguments converted during string formatting");
  return out;
}

namespace {

IValue strCtor(Interp& in, PyType*, Args& a) {
  if (a.n == 0) return IValue("");
  if ((a.n >= 2 || a.nkw > 0) && isBytes(a[0])) {
    auto [encoding, errors] = codecArgs(in, a, 1);
    return IValue(decodeText(in, a[0].toStr(), encoding, errors));
  }
  checkArgs(in, a, "str", 1, 3);
  return IValue(toStr(in, a[0]));
}

IValue bytesCtor(Interp& in, PyType*, Args& a) {
  if (a.n == 0) return makeBytes("");
  if (isStrValue(a[0])) {
    if (a.n < 2 && !a.kwarg("encoding")) in.raise(in.e.TypeError, "string argument without an encoding");
    auto [encoding, errors] = codecArgs(in, a, 1);
    return makeBytes(encodeText(in, a[0].toStr(), encoding, errors));
  }
  if (a.n >= 2 || a.kwarg("encoding") || a.kwarg("errors"))
    in.raise(in.e.TypeError, a.n >= 2 || a.kwarg("encoding") ? "encoding without a string argument" : "errors without a string argument");
  if (isIntValue(a[0])) return makeBytes(std::string(toIndex(in, a[0]), '\0'));
  std::string s;
  forEachItem(in, a[0], [&](const IValue& x) {
    int64_t b = toIndex(in, x);
    if (b < 0 || b > 255) in.raise(in.e.ValueError, "bytes must be in range(0, 256)");
    s += static_cast<char>(b);
  });
  return makeBytes(s);
}

IValue bytesDecode(Interp& in, Args& a, PyObject*) {
  if (a.n == 0 || !isBytes(a[0])) in.raise(in.e.TypeError, "descriptor 'decode' requires a 'bytes' object");
  auto [encoding, errors] = codecArgs(in, a, 1);
  return IValue(decodeText(in, a[0].toStr(), encoding, errors));
}

IValue bytesHex(Interp& in, Args& a, PyObject*) {
  if (a.n == 0 || !isBytes(a[0])) in.raise(in.e.TypeError, "descriptor 'hex' requires a 'bytes' object");
  std::string out;
  char buf[4];
  for (unsigned char c : a[0].toStr()) {
    std::snprintf(buf, sizeof buf, "%02x", c);
    out += buf;
  }
  return IValue(out);
}

}  // namespace

void initStrMethods(Interp& in) {
  PyType* s = in.t.str;
  s->ctor = strCtor;
  in.t.bytes->ctor = bytesCtor;
  in.addMethod(in.t.bytes, "decode", bytesDecode);
  in.addMethod(in.t.bytes, "hex", bytesHex);
  initBytesMethods(in);
  struct M {
    const char* name;
    NativeFn fn;
  };
  const M methods[] = {
      {"upper", sUpper}, {"lower", sLower}, {"casefold", sCasefold}, {"swapcase", sSwapcase},
      {"capitalize", sCapitalize}, {"title", sTitle}, {"strip", sStrip}, {"lstrip", sLstrip},
      {"rstrip", sRstrip}, {"split", sSplit}, {"rsplit", sRsplit}, {"splitlines", sSplitlines},
      {"join", sJoin}, {"find", sFind}, {"rfind", sRfind}, {"index", sIndex}, {"rindex", sRindex},
      {"count", sCount}, {"startswith", sStartswith}, {"endswith", sEndswith}, {"replace", sReplace},
      {"ljust", sLjust}, {"rjust", sRjust}, {"center", sCenter}, {"zfill", sZfill},
      {"partition", sPartition}, {"rpartition", sRpartition}, {"removeprefix", sRemoveprefix},
      {"removesuffix", sRemovesuffix}, {"encode", sEncode}, {"expandtabs", sExpandtabs}, {"format", sFormat}, {"format_map", sFormatMap},
      {"isalpha", allOf<isAlpha>}, {"isdigit", allOf<isDigit>}, {"isdecimal", allOf<isDecimal>},
      {"isnumeric", allOf<isNumeric>}, {"isalnum", allOf<isAlnum>}, {"isspace", allOf<isSpace>},
      {"isupper", sIsupper}, {"islower", sIslower}, {"isidentifier", sIsidentifier}, {"istitle", sIstitle},
  };
  for (const M& m : methods) in.addMethod(s, m.name, m.fn);
  in.addMethod(s, "translate", sTranslate);
  in.addMethod(s, "isprintable", sIsprintable);
  in.addMethod(s, "isascii", sIsascii);
  s->dict->set(in, in.intern("maketrans"),
               box(new PyWrapper(in.t.staticmethod, in.native("maketrans", sMaketrans))));
  // Methods that only read their arguments (Note [Borrowed native arguments]).
  for (const char* name : {"upper", "lower", "casefold", "strip", "lstrip", "rstrip", "split", "rsplit", "find",
                           "rfind", "index", "rindex", "count", "startswith", "endswith", "replace", "isalpha",
                           "isdigit", "isdecimal", "isnumeric", "isalnum", "isspace", "isupper", "islower"})
    asPyT<NativeFunction>(*s->dict->findStr(in, in.intern(name), hashStr(name)))->reads_args = true;
}

}  // namespace ts::py
