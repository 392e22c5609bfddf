// bytes' text methods (b"a b".split(), data.startswith(b"PK"), line.strip()).
//
// Note [bytes methods through str]: a bytes value is read as Latin-1 text
// (byte b is code point b), the str method runs, and its str results are
// written back byte for byte. The str methods' code-point semantics equal
// CPython's bytes semantics wherever only ASCII decides (splitting,
// searching, padding); case mapping and character classes are ASCII-only for
// bytes, so they run here instead.
#include <cctype>

#include "python/builtins.h"
#include "python/interp.h"

namespace ts::py {

namespace {

std::string latin1ToUtf8(const std::string& bytes) {
  std::string out;
  out.reserve(bytes.size());
  for (unsigned char c : bytes) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

/// The inverse of latin1ToUtf8 (the str methods make no code point above
/// U+00FF from Latin-1 text except through case mapping, which bytes do here).
std::string utf8ToLatin1(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80 || i + 1 >= text.size()) {
      out += static_cast<char>(c);
    } else {
      out += static_cast<char>(((c & 0x1F) << 6) | (static_cast<unsigned char>(text[i + 1]) & 0x3F));
      ++i;
    }
  }
  return out;
}

[[noreturn]] void needBytes(Interp& in, const IValue& v) {
  in.raise(in.e.TypeError, "a bytes-like object is required, not '" + typeName(in, v) + "'");
}

/// An argument as the str method takes it: bytes as text; a str where bytes
/// belong is CPython's TypeError; a tuple or list (startswith's prefixes,
/// join's parts) item by item.
IValue toText(Interp& in, const IValue& v, bool top) {
  if (isBytes(v)) return IValue(latin1ToUtf8(v.toStr()));
  if (isStrValue(v)) needBytes(in, v);
  if (v.isTuple() || v.isList()) {
    const auto& items = v.isTuple() ? v.toTuple()->items : v.toList()->items;
    std::vector<IValue> out;
    for (const IValue& x : items) {
      if (!isBytes(x)) {
        if (top && v.isList()) in.raise(in.e.TypeError, "sequence item " + std::to_string(out.size()) +
                                                              ": expected a bytes-like object, " + typeName(in, x) + " found");
        needBytes(in, x);
      }
      out.push_back(toText(in, x, false));
    }
    return v.isTuple() ? in.newTuple(std::move(out)) : in.newList(std::move(out));
  }
  return v;
}

IValue fromText(Interp& in, const IValue& v) {
  if (isStrValue(v)) return makeBytes(utf8ToLatin1(v.toStr()));
  if (v.isTuple() || v.isList()) {
    const auto& items = v.isTuple() ? v.toTuple()->items : v.toList()->items;
    std::vector<IValue> out;
    for (const IValue& x : items) out.push_back(fromText(in, x));
    return v.isTuple() ? in.newTuple(std::move(out)) : in.newList(std::move(out));
  }
  return v;
}

IValue bytesViaStr(Interp& in, Args& a, PyObject* self) {
  const std::string& name = static_cast<NativeFunction*>(self)->name;
  if (a.n == 0 || !isBytes(a[0])) in.raise(in.e.TypeError, "descriptor '" + name + "' requires a 'bytes' object");
  const IValue* method = in.t.str->dict->findStr(in, in.intern(name), hashStr(name));
  auto* nf = method ? asPyT<NativeFunction>(*method) : nullptr;
  if (!nf) in.raise(in.e.AttributeError, "'bytes' object has no attribute '" + name + "'");
  std::vector<IValue> pos;
  pos.push_back(IValue(latin1ToUtf8(a[0].toStr())));
  // find/count/index take a byte as an int too.
  bool int_needle = name == "find" || name == "rfind" || name == "index" || name == "rindex" || name == "count";
  for (size_t i = 1; i < a.n; ++i) {
    if (i == 1 && int_needle && a[i].isInt()) {
      int64_t b = a[i].toInt();
      if (b < 0 || b > 255) in.raise(in.e.ValueError, "byte must be in range(0, 256)");
      pos.push_back(IValue(latin1ToUtf8(std::string(1, static_cast<char>(b)))));
      continue;
    }
    if (i == 1 && name == "join" && !a[i].isTuple() && !a[i].isList() && !a[i].isStr()) {
      // Any iterable of bytes (a generator too): its items as a list.
      std::vector<IValue> parts;
      forEachItem(in, a[i], [&](const IValue& x) { parts.push_back(x); });
      pos.push_back(toText(in, in.newList(std::move(parts)), true));
      continue;
    }
    pos.push_back(toText(in, a[i], true));
  }
  std::vector<KwArg> kw(a.kw, a.kw + a.nkw);
  for (KwArg& k : kw) k.value = toText(in, k.value, true);
  Args sub;
  sub.pos = pos.data();
  sub.n = pos.size();
  sub.kw = kw.data();
  sub.nkw = kw.size();
  return fromText(in, nf->fn(in, sub, nf));
}

/// ASCII-only case mapping (CPython's bytes_methods.c).
template <int (*Map)(int)>
IValue bytesMap(Interp& in, Args& a, PyObject*) {
  if (a.n != 1 || !isBytes(a[0])) in.raise(in.e.TypeError, "bytes method takes no arguments");
  std::string s = a[0].toStr();
  for (char& c : s) {
    auto u = static_cast<unsigned char>(c);
    if (u < 0x80) c = static_cast<char>(Map(u));
  }
  return makeBytes(std::move(s));
}

int upperAscii(int c) { return c >= 'a' && c <= 'z' ? c - 32 : c; }
int lowerAscii(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }
int alphaAscii(int c) { return std::isalpha(c); }
int digitAscii(int c) { return std::isdigit(c); }
int alnumAscii(int c) { return std::isalnum(c); }
int swapAscii(int c) { return std::isupper(c) ? std::tolower(c) : std::islower(c) ? std::toupper(c) : c; }

bool asciiAlpha(unsigned char c) { return c < 0x80 && std::isalpha(c); }

IValue bytesTitle(Interp& in, Args& a, PyObject*) {
  if (a.n != 1 || !isBytes(a[0])) in.raise(in.e.TypeError, "title() takes no arguments");
  std::string s = a[0].toStr();
  bool prev_cased = false;
  for (char& c : s) {
    auto u = static_cast<unsigned char>(c);
    if (asciiAlpha(u)) c = static_cast<char>(prev_cased ? std::tolower(u) : std::toupper(u));
    prev_cased = asciiAlpha(u);
  }
  return makeBytes(std::move(s));
}

IValue bytesCapitalize(Interp& in, Args& a, PyObject*) {
  if (a.n != 1 || !isBytes(a[0])) in.raise(in.e.TypeError, "capitalize() takes no arguments");
  std::string s = a[0].toStr();
  for (size_t i = 0; i < s.size(); ++i) {
    auto u = static_cast<unsigned char>(s[i]);
    if (u < 0x80) s[i] = static_cast<char>(i == 0 ? std::toupper(u) : std::tolower(u));
  }
  return makeBytes(std::move(s));
}

template <int (*Class)(int)>
IValue bytesIs(Interp& in, Args& a, PyObject*) {
  if (a.n != 1 || !isBytes(a[0])) in.raise(in.e.TypeError, "bytes method takes no arguments");
  const std::string& s = a[0].toStr();
  if (s.empty()) return IValue(false);
  for (unsigned char c : s)
    if (c >= 0x80 || !Class(c)) return IValue(false);
  return IValue(true);
}

int isAsciiSpace(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/// isupper/islower: some cased byte, and none of the other case.
template <bool Upper>
IValue bytesIsCase(Interp& in, Args& a, PyObject*) {
  if (a.n != 1 || !isBytes(a[0])) in.raise(in.e.TypeError, "bytes method takes no arguments");
  bool cased = false;
  for (unsigned char c : a[0].toStr()) {
    if (c >= 0x80) continue;
    if (Upper ? std::islower(c) : std::isupper(c)) return IValue(false);
    cased = cased || (Upper ? std::isupper(c) : std::islower(c));
  }
  return IValue(cased);
}

IValue bytesIsascii(Interp& in, Args& a, PyObject*) {
  if (a.n != 1 || !isBytes(a[0])) in.raise(in.e.TypeError, "isascii() takes no arguments");
  for (unsigned char c : a[0].toStr())
    if (c >= 0x80) return IValue(false);
  return IValue(true);
}

int hexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/// bytes.fromhex(string): hex pairs, whitespace allowed between them.
IValue bytesFromhex(Interp& in, Args& a, PyObject*) {
  if (a.n != 2) in.raise(in.e.TypeError, "fromhex() takes exactly one argument (" + std::to_string(a.n - 1) + " given)");
  if (!a[1].isStr() || isBytes(a[1]))
    in.raise(in.e.TypeError, "fromhex() argument must be str, not " + typeName(in, a[1]));
  const std::string& s = a[1].toStr();
  std::string out;
  size_t i = 0;
  while (i < s.size()) {
    if (std::isspace(static_cast<unsigned char>(s[i]))) { ++i; continue; }
    int hi = hexDigit(s[i]);
    int lo = i + 1 < s.size() ? hexDigit(s[i + 1]) : -1;
    if (hi < 0 || lo < 0)
      in.raise(in.e.ValueError, "non-hexadecimal number found in fromhex() arg at position " +
                                    std::to_string(hi < 0 ? i : i + 1));
    out.push_back(static_cast<char>(hi * 16 + lo));
    i += 2;
  }
  return makeBytes(std::move(out));
}

}  // namespace

void initBytesMethods(Interp& in) {
  PyType* b = in.t.bytes;
  for (const char* name : {"split", "rsplit", "splitlines", "strip", "lstrip", "rstrip", "join", "find", "rfind",
                           "index", "rindex", "count", "startswith", "endswith", "replace", "ljust", "rjust",
                           "center", "zfill", "partition", "rpartition", "removeprefix", "removesuffix",
                           "expandtabs", "istitle"})
    in.addMethod(b, name, bytesViaStr);
  in.addMethod(b, "upper", bytesMap<upperAscii>);
  in.addMethod(b, "lower", bytesMap<lowerAscii>);
  in.addMethod(b, "swapcase", bytesMap<swapAscii>);
  in.addMethod(b, "title", bytesTitle);
  in.addMethod(b, "capitalize", bytesCapitalize);
  in.addMethod(b, "isalpha", bytesIs<alphaAscii>);
  in.addMethod(b, "isdigit", bytesIs<digitAscii>);
  in.addMethod(b, "isalnum", bytesIs<alnumAscii>);
  in.addMethod(b, "isspace", bytesIs<isAsciiSpace>);
  in.addMethod(b, "isupper", bytesIsCase<true>);
  in.addMethod(b, "islower", bytesIsCase<false>);
  in.addMethod(b, "isascii", bytesIsascii);
  b->dict->set(in, in.intern("fromhex"),
               box(new PyWrapper(in.t.classmethod, in.native("fromhex", bytesFromhex))));
}

}  // namespace ts::py
