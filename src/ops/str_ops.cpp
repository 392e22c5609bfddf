// ===--- str_ops.cpp - str methods and string operators -------------------=== //
// Every str method PyTorch 1.13 registers, as thin kernels over
// support/py_string.h (which holds the byte-string semantics), plus
// indexing, slicing, concatenation, list(str) and `%` formatting.
#include <algorithm>
#include <array>
#include <cstdio>
#include <optional>
#include <string>

#include "ops/families.h"
#include "ops/op_helpers.h"
#include "runtime/printing.h"
#include "support/py_string.h"

namespace ts {
namespace {

using detail::getAs;

// Builds a str[] value.
IValue strList(std::vector<std::string> parts) {
  std::vector<IValue> items;
  items.reserve(parts.size());
  for (std::string& p : parts) items.emplace_back(std::move(p));
  return makeList(Type::str_(), std::move(items));
}

// str.split with a separator straight into str values (strSplit's rule for
// a non-empty separator, without the intermediate std::strings).
IValue splitBySeparator(std::string_view s, std::string_view sep, int64_t maxsplit) {
  size_t pieces = 1;
  for (size_t at = s.find(sep); at != std::string_view::npos; at = s.find(sep, at + sep.size())) ++pieces;
  std::vector<IValue> items;
  items.reserve(maxsplit >= 0 ? std::min<size_t>(pieces, static_cast<size_t>(maxsplit) + 1) : pieces);
  size_t prev = 0, pos = 0;
  for (int64_t count = 1; (pos = s.find(sep, prev)) != std::string_view::npos; ++count) {
    if (maxsplit >= 0 && count > maxsplit) break;
    items.emplace_back(std::string(s.substr(prev, pos - prev)));
    prev = pos + sep.size();
  }
  items.emplace_back(std::string(s.substr(prev)));
  return makeList(Type::str_(), std::move(items));
}

// Kernel for `(str self) -> R` where R is str or bool.
template <class F>
OpKernel strUnary(F f) {
  return [f](Stack& s) { s.back() = IValue(f(s.back().toStr())); };
}

// Kernel for `(str self, str substr, int start=0, int end=-1) -> R`.
template <class F>
OpKernel strSearch(F f) {
  return [f](Stack& s) {
    int64_t end = s.back().toInt();
    s.pop_back();
    int64_t start = s.back().toInt();
    s.pop_back();
    IValue sub = pop(s);
    s.back() = IValue(f(s.back().toStr(), sub.toStr(), start, end));
  };
}

// Kernel for `(str self, int width, str fillchar=" ") -> str`.
template <class F>
OpKernel strPad(F f) {
  return [f](Stack& s) {
    IValue fill = pop(s);
    int64_t width = s.back().toInt();
    s.pop_back();
    s.back() = IValue(f(s.back().toStr(), width, fill.toStr()));
  };
}

// Note [Unique str reuse]
// A kernel whose str operand was moved in at its last use often holds the
// only reference to it. Then no one can observe the object any more (not
// its identity, not its contents), so lower(), strip() and `+` rewrite it in
// place instead of allocating a new one, as CPython does for `s += t`.
// Python bytes keep the general path: the result of these is a str.

/// The string of the str in `v` if `v` holds its only reference, else null.
std::string* uniqueStr(IValue& v) {
  auto* obj = static_cast<StrObj*>(v.toRefCounted());
  if (obj->useCount() != 1 || obj->is_bytes) return nullptr;
  obj->valueChanged();  // the caller edits it
  return &obj->value;
}

// Kernel for `(str self, str chars=...) -> str`. ASCII `chars` (the
// default whitespace and nearly every call) strip byte by byte through a
// table: an ASCII byte is never part of a multi-byte UTF-8 character, so
// that is the same as stripping characters.
template <class F>
OpKernel strStripKernel(F f, bool left, bool right) {
  return [f, left, right](Stack& s) {
    IValue chars = pop(s);
    std::string_view set = chars.toStr();
    uint64_t table[2] = {0, 0};  // bit c: ASCII byte c is stripped
    for (char c : set) {
      auto u = static_cast<unsigned char>(c);
      if (u >= 128) {
        s.back() = IValue(f(s.back().toStr(), set));
        return;
      }
      table[u >> 6] |= uint64_t(1) << (u & 63);
    }
    auto strippable = [&](char c) {
      auto u = static_cast<unsigned char>(c);
      return u < 128 && ((table[u >> 6] >> (u & 63)) & 1);
    };
    const std::string& str = s.back().toStr();
    size_t lo = 0, hi = str.size();
    while (left && lo < hi && strippable(str[lo])) ++lo;
    while (right && hi > lo && strippable(str[hi - 1])) --hi;
    if (std::string* own = uniqueStr(s.back())) {
      if (hi < own->size()) own->resize(hi);
      if (lo > 0) own->erase(0, lo);
      return;
    }
    s.back() = IValue(str.substr(lo, hi - lo));
  };
}

void registerCaseAndPredicates(Registry& r) {
  r.add("aten::lower(str self) -> str", [](Stack& s) {
    if (std::string* own = uniqueStr(s.back())) {  // Note [Unique str reuse]
      for (char& c : *own)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
      return;
    }
    s.back() = IValue(strLower(s.back().toStr()));
  });
  r.add("aten::upper(str self) -> str", strUnary(strUpper));
  r.add("aten::swapcase(str self) -> str", strUnary(strSwapcase));
  r.add("aten::capitalize(str self) -> str", strUnary(strCapitalize));
  r.add("aten::title(str self) -> str", strUnary(strTitle));
  r.add("aten::isdigit(str self) -> bool", strUnary(strIsdigit));
  r.add("aten::isalpha(str self) -> bool", strUnary(strIsalpha));
  r.add("aten::isalnum(str self) -> bool", strUnary(strIsalnum));
  r.add("aten::isspace(str self) -> bool", strUnary(strIsspace));
  r.add("aten::isdecimal(str self) -> bool", strUnary(strIsdecimal));
  r.add("aten::isnumeric(str self) -> bool", strUnary(strIsnumeric));
  r.add("aten::islower(str self) -> bool", strUnary(strIslower));
  r.add("aten::isupper(str self) -> bool", strUnary(strIsupper));
  r.add("aten::istitle(str self) -> bool", strUnary(strIstitle));
  r.add("aten::isidentifier(str self) -> bool", strUnary(strIsidentifier));
  r.add("aten::isprintable(str self) -> bool", strUnary(strIsprintable));
}

void registerSearch(Registry& r) {
  r.add("aten::find(str self, str substr, int start=0, int end=-1) -> int", strSearch(strFind));
  r.add("aten::rfind(str self, str substr, int start=0, int end=-1) -> int", strSearch(strRfind));
  r.add("aten::index.str(str self, str substr, int start=0, int end=-1) -> int", strSearch(strIndex));
  r.add("aten::rindex(str self, str substr, int start=0, int end=-1) -> int", strSearch(strRindex));
  r.add("aten::count(str self, str substr, int start=0, int end=-1) -> int", strSearch(strCount));
  r.add("aten::startswith(str self, str substr, int start=0, int end=-1) -> bool", strSearch(strStartswith));
  r.add("aten::endswith(str self, str substr, int start=0, int end=-1) -> bool", strSearch(strEndswith));
  r.add("aten::replace(str self, str old, str new, int max=-1) -> str", [](Stack& s) {
    int64_t max = s.back().toInt();
    s.pop_back();
    IValue new_sub = pop(s);
    IValue old_sub = pop(s);
    s.back() = IValue(strReplace(s.back().toStr(), old_sub.toStr(), new_sub.toStr(), max));
  });
}

void registerSplitJoin(Registry& r) {
  r.add("aten::split.str(str self, str? separator=None, int max=-1) -> str[]", [](Stack& s) {
    int64_t max = s.back().toInt();
    s.pop_back();
    IValue sep = pop(s);
    if (!sep.isNone() && !sep.toStr().empty()) {
      s.back() = splitBySeparator(s.back().toStr(), sep.toStr(), max);
      return;
    }
    std::optional<std::string_view> sep_view;
    if (!sep.isNone()) sep_view = sep.toStr();
    s.back() = strList(strSplit(s.back().toStr(), sep_view, max));
  });
  r.add("aten::rsplit(str self, str separator=\" \", int max=-1) -> str[]", [](Stack& s) {
    int64_t max = s.back().toInt();
    s.pop_back();
    IValue sep = pop(s);
    s.back() = strList(strRsplit(s.back().toStr(), sep.toStr(), max));
  });
  r.add("aten::splitlines(str self, bool keepends=False) -> str[]", [](Stack& s) {
    bool keepends = getAs<bool>(s.back());
    s.pop_back();
    s.back() = strList(strSplitlines(s.back().toStr(), keepends));
  });
  r.add("aten::join(str self, str[] values) -> str", [](Stack& s) {
    IValue values = pop(s);
    std::vector<std::string> parts;
    parts.reserve(values.toList()->items.size());
    for (const IValue& v : values.toList()->items) parts.push_back(v.toStr());
    s.back() = IValue(strJoin(s.back().toStr(), parts));
  });
  auto partition = [](auto fn) {
    return [fn](Stack& s) {
      IValue sep = pop(s);
      std::array<std::string, 3> parts = fn(s.back().toStr(), sep.toStr());
      s.back() = IValue(std::move(parts[0]));
      s.emplace_back(std::move(parts[1]));
      s.emplace_back(std::move(parts[2]));
    };
  };
  r.add("aten::partition(str self, str separator) -> (str, str, str)", partition(strPartition));
  r.add("aten::rpartition(str self, str separator) -> (str, str, str)", partition(strRpartition));
}

void registerPaddingAndStrip(Registry& r) {
  r.add("aten::strip(str self, str chars=\" \\n\\t\\f\\v\") -> str", strStripKernel(strStrip, true, true));
  r.add("aten::lstrip(str self, str chars=\" \\n\\t\\f\\v\") -> str", strStripKernel(strLstrip, true, false));
  r.add("aten::rstrip(str self, str chars=\" \\n\\t\\f\\v\") -> str", strStripKernel(strRstrip, false, true));
  r.add("aten::center(str self, int width, str fillchar=\" \") -> str", strPad(strCenter));
  r.add("aten::ljust(str self, int width, str fillchar=\" \") -> str", strPad(strLjust));
  r.add("aten::rjust(str self, int width, str fillchar=\" \") -> str", strPad(strRjust));
  r.add("aten::zfill(str self, int width) -> str", [](Stack& s) {
    int64_t width = s.back().toInt();
    s.pop_back();
    s.back() = IValue(strZfill(s.back().toStr(), width));
  });
  r.add("aten::expandtabs(str self, int tabsize=8) -> str", [](Stack& s) {
    int64_t tab = s.back().toInt();
    s.pop_back();
    s.back() = IValue(strExpandtabs(s.back().toStr(), tab));
  });
}

OpKernel strIndexKernel() {
  return [](Stack& s) {
    int64_t i = s.back().toInt();
    s.pop_back();
    s.back() = IValue(strAt(s.back().toStr(), i));
  };
}

void registerOperators(Registry& r) {
  r.add("aten::add.str(str a, str b) -> str", [](Stack& s) {
    IValue b = pop(s);
    IValue& a = s.back();
    if (std::string* own = uniqueStr(a)) {  // Note [Unique str reuse]
      own->append(b.toStr());
      return;
    }
    std::string out;
    out.reserve(a.toStr().size() + b.toStr().size());
    out.append(a.toStr()).append(b.toStr());
    a = IValue(std::move(out));
  });
  r.add("aten::len.str(str s) -> int",
        [](Stack& s) { s.back() = IValue(static_cast<int64_t>(s.back().toStr().size())); });
  r.add("aten::__getitem__.str(str s, int index) -> str", strIndexKernel());
  r.add("prim::StringIndex(str string, int index) -> str", strIndexKernel());
  r.add("aten::slice.str(str string, int? start=None, int? end=None, int step=1) -> str", [](Stack& s) {
    int64_t step = s.back().toInt();
    s.pop_back();
    IValue end = pop(s);
    IValue start = pop(s);
    auto opt = [](const IValue& v) { return v.isNone() ? std::nullopt : std::optional<int64_t>(v.toInt()); };
    s.back() = IValue(strSlice(s.back().toStr(), opt(start), opt(end), step));
  });
  r.add("aten::list(str t) -> str[]", [](Stack& s) {
    const std::string& str = s.back().toStr();
    std::vector<IValue> items;
    items.reserve(str.size());
    for (char c : str) items.emplace_back(std::string(1, c));
    s.back() = makeList(Type::str_(), std::move(items));
  });
}

// c10's tag names, which PyTorch's formatting errors print ("String").
std::string tagName(const IValue& v) {
  switch (v.tag()) {
    case IValue::Tag::None: return "None";
    case IValue::Tag::Int:
    case IValue::Tag::Dtype: return "Int";  // a dtype is an int to c10
    case IValue::Tag::Double: return "Double";
    case IValue::Tag::Bool: return "Bool";
    case IValue::Tag::Str: return "String";
    case IValue::Tag::Complex: return "ComplexDouble";
    case IValue::Tag::Tensor: return "Tensor";
    case IValue::Tag::List: return "GenericList";
    case IValue::Tag::Dict: return "GenericDict";
    case IValue::Tag::Tuple: return "Tuple";
    case IValue::Tag::Device: return "Device";
    case IValue::Tag::Object: return "Object";
    case IValue::Tag::Enum: return "Enum";
    case IValue::Tag::Future: return "Future";
    case IValue::Tag::Function: return "Function";
    case IValue::Tag::Generator: return "Generator";
    case IValue::Tag::Capsule: return "Capsule";
  }
  return "Unknown";
}

// One `%x` conversion of "fmt % args" (PyTorch's percentFormat).
void appendPercentArg(std::string& out, char key, const IValue& arg) {
  auto numberRequired = [&](const char* spec) {
    throw Error(std::string(spec) + " requires a number for formatting, but got " + tagName(arg));
  };
  char buf[512];
  switch (key) {
    case 'd':
    case 'i':
      if (arg.isDouble()) out += std::to_string(static_cast<int64_t>(arg.toDouble()));
      else if (arg.isInt() || arg.isBool()) out += std::to_string(getAs<int64_t>(arg));
      else numberRequired(key == 'd' ? "%d" : "%i");
      return;
    case 'e':
    case 'E':
    case 'f':
    case 'F': {
      const char spec[3] = {'%', key, '\0'};
      if (!(arg.isDouble() || arg.isInt() || arg.isBool())) numberRequired(spec);
      // PyTorch formats the value cast to float (single precision).
      std::snprintf(buf, sizeof buf, spec, static_cast<double>(static_cast<float>(arg.toNumber())));
      out += buf;
      return;
    }
    case 'c':
      if (arg.isInt()) {
        out += static_cast<char>(arg.toInt());
      } else if (arg.isStr() && arg.toStr().size() == 1) {
        out += arg.toStr();
      } else {
        throw Error("%c requires an int or char for formatting, but got " + tagName(arg));
      }
      return;
    case 's': out += scriptStr(arg); return;
    default:
      throw Error(std::string("The specifier %") + key + " is not supported in TorchScript format strings");
  }
}

void percentFormatKernel(Stack& s) {
  size_t n = static_cast<size_t>(pop(s).toInt());
  const std::string& fmt = peek(s, 0, n).toStr();
  TS_CHECK(n >= 2, "Too few arguments for format string");
  const IValue& args = peek(s, 1, n);
  size_t num_args = args.isTuple() ? args.toTuple()->items.size() : 1;
  std::string out;
  size_t used = 0;
  for (size_t begin = 0;;) {
    size_t pct = fmt.find('%', begin);
    if (pct == std::string::npos) {
      out.append(fmt, begin, std::string::npos);
      break;
    }
    TS_CHECK(pct + 1 < fmt.size(), "Incomplete format specifier");
    out.append(fmt, begin, pct - begin);
    begin = pct + 2;
    if (fmt[pct + 1] == '%') {
      out += '%';
      continue;
    }
    TS_CHECK(used < num_args, "Too few arguments for format string");
    appendPercentArg(out, fmt[pct + 1], args.isTuple() ? args.toTuple()->items[used] : args);
    ++used;
  }
  TS_CHECK(used == num_args, "Too many arguments for format string");
  drop(s, n);
  s.emplace_back(std::move(out));
}

}  // namespace

void registerStrOps(Registry& r) {
  registerCaseAndPredicates(r);
  registerSearch(r);
  registerSplitJoin(r);
  registerPaddingAndStrip(r);
  registerOperators(r);
  r.add("aten::percentFormat(str self, ...) -> str", percentFormatKernel);
}

}  // namespace ts
