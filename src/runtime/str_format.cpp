// ===--- str_format.cpp - Python's str.format -----------------------------=== //
#include <string>
#include <utility>
#include <vector>

#include "runtime/printing.h"

namespace ts {
namespace {

/// Python's str.format: `{}`, `{0}`, `{name}`, `!r`/`!s`, `:spec` with
/// nested `{}` fields inside the spec, `{{` and `}}`.
class StrFormatter {
 public:
  StrFormatter(const std::vector<IValue>& pos, const std::vector<std::pair<std::string, IValue>>& kw)
      : pos_(pos), kw_(kw) {}

  std::string format(const std::string& f, int depth = 0) {
    std::string out;
    for (size_t i = 0; i < f.size(); ++i) {
      char c = f[i];
      if (c == '}') {
        if (i + 1 < f.size() && f[i + 1] == '}') {
          out += '}';
          ++i;
          continue;
        }
        valueError("Single '}' encountered in format string");
      }
      if (c != '{') {
        out += c;
        continue;
      }
      if (i + 1 < f.size() && f[i + 1] == '{') {
        out += '{';
        ++i;
        continue;
      }
      size_t close = i + 1;
      for (int open = 1; close < f.size(); ++close) {
        if (f[close] == '{') ++open;
        else if (f[close] == '}' && --open == 0) break;
      }
      if (close >= f.size()) valueError(i + 1 == f.size() ? "Single '{' encountered in format string"
                                                         : "expected '}' before end of string");
      out += field(f.substr(i + 1, close - i - 1), depth);
      i = close;
    }
    return out;
  }

 private:
  [[noreturn]] static void valueError(const std::string& m) { throw Error(m, ErrorKind::ValueError); }

  std::string field(const std::string& text, int depth) {
    if (depth > 1) valueError("Max string recursion exceeded");
    size_t end = text.find_first_of("!:");
    std::string name = text.substr(0, end);
    char conversion = 0;
    std::string spec;
    if (end != std::string::npos && text[end] == '!') {
      if (end + 1 >= text.size()) valueError("end of string while looking for conversion specifier");
      conversion = text[end + 1];
      if (end + 2 < text.size() && text[end + 2] != ':') valueError("expected ':' after conversion specifier");
      if (conversion != 'r' && conversion != 's' && conversion != 'a')
        valueError(std::string("Unknown conversion specifier ") + conversion);
      end += 2;
    }
    IValue v = lookup(name);  // before the spec's own fields take their numbers
    if (end != std::string::npos && end < text.size()) spec = format(text.substr(end + 1), depth + 1);
    return pythonFormatField(v, conversion, spec);
  }

  IValue lookup(const std::string& name) {
    if (name.find_first_of(".[") != std::string::npos)
      valueError("attribute and index lookups in format fields are not supported");
    if (name.empty()) {
      if (manual_) valueError("cannot switch from manual field specification to automatic field numbering");
      automatic_ = true;
      return positional(next_++);
    }
    if (name.find_first_not_of("0123456789") == std::string::npos) {
      if (automatic_) valueError("cannot switch from automatic field numbering to manual field specification");
      manual_ = true;
      return positional(std::stoull(name.substr(0, 18)));
    }
    for (const auto& [k, v] : kw_)
      if (k == name) return v;
    throw Error("'" + name + "'", ErrorKind::KeyError);
  }

  IValue positional(size_t i) {
    if (i >= pos_.size())
      throw Error("Replacement index " + std::to_string(i) + " out of range for positional args tuple",
                  ErrorKind::IndexError);
    return pos_[i];
  }

  const std::vector<IValue>& pos_;
  const std::vector<std::pair<std::string, IValue>>& kw_;
  size_t next_ = 0;
  bool automatic_ = false, manual_ = false;
};

}  // namespace

std::string pythonFormatField(const IValue& v, char conversion, const std::string& spec) {
  if (conversion == 'r' || conversion == 'a') return pythonFormat(IValue(pythonRepr(v)), spec);
  if (conversion == 's') return pythonFormat(IValue(pythonStr(v)), spec);
  return pythonFormat(v, spec);
}

std::string pythonStrFormat(const std::string& format, const std::vector<IValue>& positional,
                            const std::vector<std::pair<std::string, IValue>>& keywords) {
  return StrFormatter(positional, keywords).format(format);
}

}  // namespace ts
