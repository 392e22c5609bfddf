// ===--- stdlib_re.cpp - the matching engine under Python's re -----------=== //
// Note [re on ICU]: `re` (Python source, stdlib_re_py.cpp) runs on the
// native module `_re`, which matches with ICU's regex engine. ICU's syntax is
// Perl's, close to Python's; the pattern is rewritten first where the two
// differ (named groups `(?P<n>..)`/`(?P=n)`, `\Z`, a `{` that is no
// quantifier, `[` `&` and a leading `]` inside classes, Unicode `\s`, the
// ASCII flag's `\d\w\s`). ICU reports UTF-16 offsets; Python's are code
// points, so spans are converted (ASCII and BMP-only text need no table).
//
//   compile(pattern, flags) -> state      groups(state), groupindex(state)
//   search(state, s, pos, endpos, mode)   mode 0 search, 1 match, 2 fullmatch
//   scan(state, s, pos, endpos, limit)    successive matches (finditer, sub, split)
// A match is a list [start0, end0, start1, end1, ...] (-1 for a group that
// did not take part).
#include <memory>
#include <unicode/regex.h>
#include <unicode/unistr.h>

#include "python/builtins.h"
#include "python/interpreter_impl.h"

namespace ts::py {

namespace {

constexpr int64_t kIgnoreCase = 2, kMultiline = 8, kDotAll = 16, kVerbose = 64, kAscii = 256;

/// The pattern rewritten for ICU, with Python's group names in order.
struct Translated {
  std::string text;
  std::vector<std::pair<std::string, int>> names;
  std::string error;
};

bool isQuantifierBrace(const std::string& p, size_t i, size_t& end, bool& empty_min) {
  size_t j = i + 1, digits1 = 0, digits2 = 0;
  while (j < p.size() && isdigit(static_cast<unsigned char>(p[j]))) ++j, ++digits1;
  bool comma = j < p.size() && p[j] == ',';
  if (comma) {
    ++j;
    while (j < p.size() && isdigit(static_cast<unsigned char>(p[j]))) ++j, ++digits2;
  }
  if (j >= p.size() || p[j] != '}' || (digits1 == 0 && (!comma || digits2 == 0))) return false;
  end = j;
  empty_min = digits1 == 0;
  return true;
}

const char* classEscape(char c, bool ascii, bool in_class) {
  static const char* kSpace = "\\t-\\r\\x1c-\\x20\\x85\\p{Z}";
  switch (c) {
    case 's': return in_class ? kSpace : "[\\t-\\r\\x1c-\\x20\\x85\\p{Z}]";
    case 'S': return in_class ? nullptr : "[^\\t-\\r\\x1c-\\x20\\x85\\p{Z}]";
    default: break;
  }
  if (!ascii) return nullptr;
  switch (c) {
    case 'd': return in_class ? "0-9" : "[0-9]";
    case 'D': return in_class ? nullptr : "[^0-9]";
    case 'w': return in_class ? "A-Za-z0-9_" : "[A-Za-z0-9_]";
    case 'W': return in_class ? nullptr : "[^A-Za-z0-9_]";
    default: return nullptr;
  }
}

/// Copies a `(?P<name>`, `(?P=name)` or other group opening at p[i] == '('.
size_t translateGroup(const std::string& p, size_t i, Translated& t, int& group) {
  if (p.compare(i, 4, "(?P<") == 0) {
    size_t close = p.find('>', i + 4);
    if (close == std::string::npos) { t.error = "missing >, unterminated name"; return p.size(); }
    std::string name = p.substr(i + 4, close - i - 4);
    t.names.emplace_back(name, ++group);
    t.text += "(?<" + name + ">";
    return close + 1;
  }
  if (p.compare(i, 4, "(?P=") == 0) {
    size_t close = p.find(')', i + 4);
    if (close == std::string::npos) { t.error = "missing ), unterminated name"; return p.size(); }
    t.text += "\\k<" + p.substr(i + 4, close - i - 4) + ">";
    return close + 1;
  }
  if (i + 1 >= p.size() || p[i + 1] != '?') ++group;
  t.text += '(';
  return i + 1;
}

/// Copies a character class starting at p[i] == '['; returns the index after it.
size_t translateClass(const std::string& p, size_t i, Translated& t, bool ascii) {
  t.text += '[';
  ++i;
  if (i < p.size() && p[i] == '^') t.text += '^', ++i;
  if (i < p.size() && p[i] == ']') t.text += "\\]", ++i;
  for (; i < p.size(); ++i) {
    char c = p[i];
    if (c == ']') { t.text += ']'; return i + 1; }
    if (c == '\\' && i + 1 < p.size()) {
      if (const char* rep = classEscape(p[i + 1], ascii, true)) t.text += rep;
      else t.text += p.substr(i, 2);
      ++i;
    } else if (c == '[' || c == '&' || (c == '-' && i + 1 < p.size() && p[i + 1] == '-')) {
      t.text += '\\';
      t.text += c;
    } else {
      t.text += c;
    }
  }
  t.error = "unterminated character set";
  return i;
}

Translated translatePattern(const std::string& p, int64_t flags) {
  Translated t;
  bool ascii = flags & kAscii;
  int group = 0;
  for (size_t i = 0; i < p.size() && t.error.empty();) {
    char c = p[i];
    if (c == '\\' && i + 1 < p.size()) {
      char e = p[i + 1];
      if (e == 'Z') t.text += "\\z";
      else if (const char* rep = classEscape(e, ascii, false)) t.text += rep;
      else t.text += p.substr(i, 2);
      i += 2;
    } else if (c == '[') {
      i = translateClass(p, i, t, ascii);
    } else if (c == '(') {
      i = translateGroup(p, i, t, group);
    } else if (c == '{') {
      size_t end = 0;
      bool empty_min = false;
      if (!t.text.empty() && isQuantifierBrace(p, i, end, empty_min)) {
        t.text += empty_min ? "{0" + p.substr(i + 1, end - i) : p.substr(i, end - i + 1);
        i = end + 1;
      } else {
        t.text += "\\{", ++i;
      }
    } else if (c == '}') {
      t.text += "\\}", ++i;
    } else {
      t.text += c, ++i;
    }
  }
  return t;
}

/// A compiled pattern plus one reusable matcher and the text it last saw.
struct ReState : PyOpaque {
  explicit ReState(PyType* ty) : PyOpaque(ty) {}
  std::unique_ptr<icu::RegexPattern> pattern;
  std::unique_ptr<icu::RegexMatcher> matcher;
  int groups = 0;
  std::vector<std::pair<std::string, int>> names;
  // The subject in UTF-16 and, for text beyond ASCII, the code point index
  // of every UTF-16 offset.
  std::string subject;
  icu::UnicodeString usubject;
  std::vector<int64_t> cp_of;
  bool have_subject = false;
  // The matcher's input: s[:endpos]. ICU keeps a reference to it, so it
  // lives here.
  icu::UnicodeString input;

  void setSubject(const std::string& s) {
    if (have_subject && s == subject) return;
    subject = s;
    usubject = icu::UnicodeString::fromUTF8(icu::StringPiece(s.data(), static_cast<int32_t>(s.size())));
    cp_of.clear();
    if (static_cast<size_t>(usubject.length()) != s.size()) {
      cp_of.resize(usubject.length() + 1);
      int64_t cp = 0;
      for (int32_t k = 0; k < usubject.length(); ++k) {
        cp_of[k] = cp;
        if (!(U16_IS_LEAD(usubject[k]) && k + 1 < usubject.length() && U16_IS_TRAIL(usubject[k + 1]))) ++cp;
      }
      cp_of[usubject.length()] = cp;
    }
    have_subject = true;
  }
  int64_t toCodePoint(int64_t u16) const { return cp_of.empty() ? u16 : cp_of[u16]; }
  int32_t toUtf16(int64_t cp) const {
    int32_t len = usubject.length();
    if (cp_of.empty()) return static_cast<int32_t>(std::min<int64_t>(cp, len));
    return usubject.moveIndex32(0, static_cast<int32_t>(cp));
  }
};

PyType* stateType(Interp& in) {
  static const char* kName = "_re_state";
  IValue mod = in.importModule("_re");
  IValue* t = asPyT<PyModule>(mod)->dict->findStr(in, in.intern(kName), hashStr(kName));
  return asPyT<PyType>(*t);
}

ReState& stateArg(Interp& in, const IValue& v, const char* fname) {
  auto* p = asPyT<PyOpaque>(v);
  if (!p || p->type != stateType(in)) in.raise(in.e.TypeError, std::string(fname) + "(): expected a pattern state");
  return *static_cast<ReState*>(p);
}

IValue reCompile(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "compile", 2, 2);
  const std::string& src = strArg(in, a[0], "pattern");
  int64_t flags = a[1].isInt() ? a[1].toInt() : 0;
  Translated t = translatePattern(src, flags);
  if (!t.error.empty()) in.raise(in.e.ValueError, t.error);
  uint32_t icu_flags = UREGEX_UNIX_LINES;
  if (flags & kIgnoreCase) icu_flags |= UREGEX_CASE_INSENSITIVE;
  if (flags & kMultiline) icu_flags |= UREGEX_MULTILINE;
  if (flags & kDotAll) icu_flags |= UREGEX_DOTALL;
  if (flags & kVerbose) icu_flags |= UREGEX_COMMENTS;
  UErrorCode status = U_ZERO_ERROR;
  UParseError perr;
  icu::UnicodeString upat = icu::UnicodeString::fromUTF8(t.text);
  Ref<ReState> st(new ReState(stateType(in)));
  st->pattern.reset(icu::RegexPattern::compile(upat, icu_flags, perr, status));
  if (U_FAILURE(status)) in.raise(in.e.ValueError, std::string("bad pattern: ") + u_errorName(status));
  st->matcher.reset(st->pattern->matcher(status));
  st->groups = st->matcher->groupCount();
  st->names = std::move(t.names);
  return box(st.get());
}

IValue reGroups(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "groups", 1, 1);
  return IValue(static_cast<int64_t>(stateArg(in, a[0], "groups").groups));
}

IValue reGroupindex(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "groupindex", 1, 1);
  Ref<PyDict> d = in.newDict();
  for (const auto& [name, idx] : stateArg(in, a[0], "groupindex").names) d->set(in, IValue(name), IValue(int64_t{idx}));
  return box(d.get());
}

/// The spans of the matcher's current match, in code points.
IValue spansOf(Interp& in, ReState& st) {
  std::vector<IValue> out;
  UErrorCode status = U_ZERO_ERROR;
  for (int g = 0; g <= st.groups; ++g) {
    int64_t s = st.matcher->start64(g, status), e = st.matcher->end64(g, status);
    out.push_back(IValue(s < 0 ? int64_t{-1} : st.toCodePoint(s)));
    out.push_back(IValue(e < 0 ? int64_t{-1} : st.toCodePoint(e)));
  }
  return in.newList(std::move(out));
}

/// Points the matcher at s[:endpos] and returns pos in UTF-16 units.
int32_t prepare(Interp& in, ReState& st, Args& a, int32_t& end) {
  st.setSubject(strArg(in, a[1], "string"));
  int64_t len = st.cp_of.empty() ? st.usubject.length() : st.cp_of.back();
  int64_t pos = a[2].isInt() ? std::clamp<int64_t>(a[2].toInt(), 0, len) : 0;
  int64_t endpos = a[3].isInt() ? std::clamp<int64_t>(a[3].toInt(), 0, len) : len;
  end = st.toUtf16(endpos);
  st.input = end == st.usubject.length() ? st.usubject : icu::UnicodeString(st.usubject, 0, end);
  st.matcher->reset(st.input);
  return st.toUtf16(std::min(pos, endpos));
}

IValue reSearch(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "search", 5, 5);
  ReState& st = stateArg(in, a[0], "search");
  int32_t end = 0;
  int32_t pos = prepare(in, st, a, end);
  int64_t mode = a[4].isInt() ? a[4].toInt() : 0;
  UErrorCode status = U_ZERO_ERROR;
  bool found = mode == 0 ? st.matcher->find(pos, status)
             : mode == 1 ? st.matcher->lookingAt(pos, status) : st.matcher->matches(pos, status);
  if (U_FAILURE(status)) in.raise(in.e.RuntimeError, std::string("regex failed: ") + u_errorName(status));
  return found ? spansOf(in, st) : IValue();
}

/// Python 3.7's rule for successive matches: after an empty match the next
/// one may not be empty at the same place.
IValue reScan(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "scan", 5, 5);
  ReState& st = stateArg(in, a[0], "scan");
  int32_t end = 0;
  int32_t pos = prepare(in, st, a, end);
  int64_t limit = a[4].isInt() ? a[4].toInt() : 0;
  std::vector<IValue> out;
  bool must_advance = false;
  UErrorCode status = U_ZERO_ERROR;
  while (pos <= end && (limit <= 0 || static_cast<int64_t>(out.size()) < limit)) {
    if (!st.matcher->find(pos, status)) break;
    int32_t s = st.matcher->start(status), e = st.matcher->end(status);
    if (must_advance && s == e && s == pos) {
      if (pos >= end) break;
      pos += U16_IS_LEAD(st.usubject[pos]) && pos + 1 < end ? 2 : 1;
      must_advance = false;
      continue;
    }
    out.push_back(spansOf(in, st));
    must_advance = s == e;
    pos = e;
  }
  if (U_FAILURE(status)) in.raise(in.e.RuntimeError, std::string("regex failed: ") + u_errorName(status));
  return in.newList(std::move(out));
}

void initReNative(Interp& in, PyModule& m) {
  PyType* t = in.newType("_re_state", in.t.object, Layout::Other);
  m.dict->set(in, in.intern("_re_state"), box(t));
  auto fn = [&](const char* name, NativeFn f) { m.dict->set(in, in.intern(name), in.native(name, f)); };
  fn("compile", reCompile);
  fn("groups", reGroups);
  fn("groupindex", reGroupindex);
  fn("search", reSearch);
  fn("scan", reScan);
}

}  // namespace

void registerReModule(Interp& in) { in.registerModule("_re", initReNative); }

}  // namespace ts::py
