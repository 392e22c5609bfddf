// ===--- golden_runner.h - replays rows generated from PyTorch --------------=== //
// A GoldenRow names an operation, its arguments as text and the result PyTorch
// produced, rendered canonically (see render() in gen_golden.py). runGolden()
// calls our implementation and renders its result the same way.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "support/error.h"
#include "support/float_format.h"
#include "support/py_string.h"

namespace ts {

struct GoldenRow {
  std::string_view op;
  std::array<std::string_view, 4> args;
  std::string_view expect;
};

namespace golden {

inline std::string render(const std::string& s) { return "s" + std::to_string(s.size()) + ":" + s; }
inline std::string render(int64_t i) { return "i:" + std::to_string(i); }
inline std::string render(bool b) { return b ? "b:1" : "b:0"; }
template <typename Seq>
std::string renderSeq(const Seq& items) {
  std::string out = "l[";
  for (size_t i = 0; i < items.size(); ++i) out += (i ? "," : "") + render(items[i]);
  return out + "]";
}
inline std::string render(const std::vector<std::string>& v) { return renderSeq(v); }
inline std::string render(const std::array<std::string, 3>& v) { return renderSeq(v); }
inline std::string render(const std::vector<bool>& v) {
  std::string out = "l[";
  for (size_t i = 0; i < v.size(); ++i) out += (i ? "," : "") + render(static_cast<bool>(v[i]));
  return out + "]";
}

inline double toDouble(std::string_view text) {
  return std::strtod(std::string(text).c_str(), nullptr);
}
inline int64_t toInt(std::string_view text) { return std::stoll(std::string(text)); }
inline std::optional<int64_t> toOptInt(std::string_view text) {
  if (text == "None") return std::nullopt;
  return toInt(text);
}
inline std::vector<std::string> toList(std::string_view text) {
  std::vector<std::string> out;
  if (text.empty()) return out;
  size_t prev = 0, pos;
  while ((pos = text.find('\x1f', prev)) != std::string_view::npos) {
    out.emplace_back(text.substr(prev, pos - prev));
    prev = pos + 1;
  }
  out.emplace_back(text.substr(prev));
  return out;
}

/// A float result matches when the bits agree (any NaN matches "f:nan").
inline std::string renderFloat(double value, std::string_view expect) {
  if (expect == "f:nan") return std::isnan(value) ? std::string(expect) : "f:not-nan";
  if (expect.substr(0, 2) == "f:") {
    double want = toDouble(expect.substr(2));
    if (std::memcmp(&want, &value, sizeof value) == 0) return std::string(expect);
  }
  char buf[64];
  std::snprintf(buf, sizeof buf, "f:%a", value);
  return buf;
}

using Args = std::array<std::string_view, 4>;
using Op = std::function<std::string(const Args&, std::string_view)>;

inline std::string s(std::string_view v) { return std::string(v); }

inline const std::map<std::string_view, Op>& stringOps() {
  static const std::map<std::string_view, Op> ops = {
      {"split",
       [](const Args& a, auto) {
         std::optional<std::string_view> sep;
         if (a[1] != "None") sep = a[1];
         return render(strSplit(a[0], sep, toInt(a[2])));
       }},
      {"rsplit", [](const Args& a, auto) { return render(strRsplit(a[0], a[1], toInt(a[2]))); }},
      {"splitlines", [](const Args& a, auto) { return render(strSplitlines(a[0], a[1] == "1")); }},
      {"strip_default",
       [](const Args& a, auto) {
         return render(
             std::array<std::string, 3>{strStrip(a[0]), strLstrip(a[0]), strRstrip(a[0])});
       }},
      {"strip", [](const Args& a, auto) { return render(strStrip(a[0], a[1])); }},
      {"lstrip", [](const Args& a, auto) { return render(strLstrip(a[0], a[1])); }},
      {"rstrip", [](const Args& a, auto) { return render(strRstrip(a[0], a[1])); }},
      {"case",
       [](const Args& a, auto) {
         return render(std::vector<std::string>{strLower(a[0]), strUpper(a[0]), strSwapcase(a[0]),
                                                strCapitalize(a[0]), strTitle(a[0])});
       }},
      {"predicates",
       [](const Args& a, auto) {
         std::string_view t = a[0];
         return render(std::vector<bool>{strIsdigit(t), strIsalpha(t), strIsalnum(t), strIsspace(t),
                                         strIsdecimal(t), strIsnumeric(t), strIslower(t),
                                         strIsupper(t), strIstitle(t), strIsidentifier(t),
                                         strIsprintable(t)});
       }},
      {"find",
       [](const Args& a, auto) { return render(strFind(a[0], a[1], toInt(a[2]), toInt(a[3]))); }},
      {"rfind",
       [](const Args& a, auto) { return render(strRfind(a[0], a[1], toInt(a[2]), toInt(a[3]))); }},
      {"index",
       [](const Args& a, auto) { return render(strIndex(a[0], a[1], toInt(a[2]), toInt(a[3]))); }},
      {"rindex",
       [](const Args& a, auto) { return render(strRindex(a[0], a[1], toInt(a[2]), toInt(a[3]))); }},
      {"count",
       [](const Args& a, auto) { return render(strCount(a[0], a[1], toInt(a[2]), toInt(a[3]))); }},
      {"startswith",
       [](const Args& a, auto) {
         return render(strStartswith(a[0], a[1], toInt(a[2]), toInt(a[3])));
       }},
      {"endswith", [](const Args& a,
                      auto) { return render(strEndswith(a[0], a[1], toInt(a[2]), toInt(a[3]))); }},
      {"replace",
       [](const Args& a, auto) { return render(strReplace(a[0], a[1], a[2], toInt(a[3]))); }},
      {"join", [](const Args& a, auto) { return render(strJoin(a[0], toList(a[1]))); }},
      {"partition", [](const Args& a, auto) { return render(strPartition(a[0], a[1])); }},
      {"rpartition", [](const Args& a, auto) { return render(strRpartition(a[0], a[1])); }},
      {"zfill", [](const Args& a, auto) { return render(strZfill(a[0], toInt(a[1]))); }},
      {"center", [](const Args& a, auto) { return render(strCenter(a[0], toInt(a[1]), a[2])); }},
      {"ljust", [](const Args& a, auto) { return render(strLjust(a[0], toInt(a[1]), a[2])); }},
      {"rjust", [](const Args& a, auto) { return render(strRjust(a[0], toInt(a[1]), a[2])); }},
      {"expandtabs", [](const Args& a, auto) { return render(strExpandtabs(a[0], toInt(a[1]))); }},
      {"slice",
       [](const Args& a, auto) {
         return render(strSlice(a[0], toOptInt(a[1]), toOptInt(a[2]), toInt(a[3])));
       }},
      {"at", [](const Args& a, auto) { return render(strAt(a[0], toInt(a[1]))); }},
      {"repr", [](const Args& a, auto) { return render(pythonStrRepr(a[0])); }},
      {"int", [](const Args& a, auto) { return render(parseScriptInt(a[0])); }},
      {"float",
       [](const Args& a, std::string_view e) { return renderFloat(parseScriptFloat(a[0]), e); }},
  };
  return ops;
}

inline const std::map<std::string_view, Op>& floatOps() {
  static const std::map<std::string_view, Op> ops = {
      {"pyrepr", [](const Args& a, auto) { return render(pythonFloatRepr(toDouble(a[0]))); }},
      {"scriptrepr", [](const Args& a, auto) { return render(scriptFloatRepr(toDouble(a[0]))); }},
      {"stream", [](const Args& a, auto) { return render(formatCppStream(toDouble(a[0]))); }},
      {"pycomplex", [](const Args& a,
                       auto) { return render(pythonComplexRepr(toDouble(a[0]), toDouble(a[1]))); }},
      {"scriptcomplex",
       [](const Args& a, auto) {
         return render(scriptComplexRepr(toDouble(a[0]), toDouble(a[1])));
       }},
  };
  return ops;
}

}  // namespace golden

/// Runs one row; errors render as "E:<message>" (and must be RuntimeErrors).
inline std::string runGolden(const GoldenRow& row) {
  const auto* ops = &golden::stringOps();
  auto it = ops->find(row.op);
  if (it == ops->end()) {
    ops = &golden::floatOps();
    it = ops->find(row.op);
  }
  if (it == ops->end()) return "unknown op";
  try {
    return it->second(row.args, row.expect);
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::RuntimeError)
      return std::string("E(") + errorKindName(e.kind()) + "):" + e.what();
    return std::string("E:") + e.what();
  }
}

inline std::string describe(const GoldenRow& row) {
  std::string out(row.op);
  out += "(";
  for (size_t i = 0; i < row.args.size(); ++i) {
    if (i && !row.args[i].empty()) out += ", ";
    out += row.args[i];
  }
  return out + ")";
}

}  // namespace ts
