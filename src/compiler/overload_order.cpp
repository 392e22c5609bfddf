// ===--- overload_order.cpp - the order PyTorch lists a builtin's overloads -=== //
#include "compiler/overload_order.h"

#include <map>
#include <sstream>
#include <unordered_map>

namespace ts {

namespace {

const char* const kOrder[] = {
#include "compiler/overload_order.inc"
};

using RankTable = std::unordered_map<std::string, std::unordered_map<std::string, size_t>>;

const RankTable& ranks() {
  static const RankTable table = [] {
    RankTable t;
    for (const char* line : kOrder) {
      std::istringstream in(line);
      std::string name, overload;
      in >> name;
      auto& m = t[name];
      for (size_t i = 0; in >> overload; ++i) m.emplace(overload == "-" ? "" : overload, i);
    }
    return t;
  }();
  return table;
}

}  // namespace

size_t pytorchBlockListedOverloads(const std::string& name) {
  return name == "aten::view" || name == "aten::max" || name == "aten::min" ? 1 : 0;
}

size_t pytorchOverloadRank(const std::string& name, const std::string& overload) {
  auto it = ranks().find(name);
  if (it == ranks().end()) return 0;
  auto o = it->second.find(overload);
  return o == it->second.end() ? it->second.size() : o->second;
}

const std::vector<FunctionSchema>& builtinFunctionSchemas(const std::string& name) {
  // scalar_operators_source (float, int, complex) and
  // scalar_operators_no_complex_source (float, int): `scalar op tensor`.
  static const std::map<std::string, std::vector<FunctionSchema>> table = [] {
    std::map<std::string, std::vector<FunctionSchema>> t;
    // A script function's schema prints without a namespace.
    auto declare = [&](const std::string& op, const std::string& params, const std::string& ret) {
      std::string text = op + "(" + params + ") -> " + ret;
      FunctionSchema s = parseSchema("aten::" + text);
      s.name = op;
      s.declared = text;
      t["aten::" + op].push_back(std::move(s));
    };
    auto add = [&](const std::string& op, const char* scalar) {
      declare(op, std::string(scalar) + " a, Tensor b", "Tensor");
    };
    for (const char* op : {"mul", "add", "ne", "eq", "sub", "div"})
      for (const char* scalar : {"float", "int", "complex"}) add(op, scalar);
    for (const char* op : {"lt", "le", "gt", "ge"})
      for (const char* scalar : {"float", "int"}) add(op, scalar);
    // floordiv_source (`number` prints as Scalar) and aten_ops's defs.
    declare("floordiv", "Tensor self, Scalar other", "Tensor");
    declare("floordiv", "Tensor self, Tensor other", "Tensor");
    declare("__contains__", "str self, str key", "bool");
    declare("device", "str type", "Device");
    return t;
  }();
  static const std::vector<FunctionSchema> none;
  auto it = table.find(name);
  return it == table.end() ? none : it->second;
}

}  // namespace ts
