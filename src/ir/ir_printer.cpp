// ===--- ir_printer.cpp - PyTorch's textual graph format -----------------=== //
#include <cstdio>
#include <sstream>

#include "ir/ir.h"

namespace ts {
namespace {

void printValueList(std::ostream& out, const std::vector<Value*>& vs, bool with_types) {
  for (size_t i = 0; i < vs.size(); ++i) {
    if (i) out << ", ";
    out << "%" << vs[i]->displayName();
    if (with_types) out << " : " << vs[i]->type()->schemaStr();
  }
}

/// `"a\"b\n"`: C-style escapes, `'` too (as PyTorch's printQuotedString), so that
/// the IR parser can read every string back; bytes >= 0x80 stay raw UTF-8.
std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\'': out += "\\'"; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      case '\f': out += "\\f"; break;
      case '\v': out += "\\v"; break;
      case '\a': out += "\\a"; break;
      case '\b': out += "\\b"; break;
      default:
        if (c < 0x20 || c == 0x7f) {
          char buf[5];
          std::snprintf(buf, sizeof buf, "\\%03o", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

std::string attributeStr(const AttributeValue& v) {
  struct Printer {
    std::string operator()(int64_t i) const { return std::to_string(i); }
    std::string operator()(double d) const {
      std::ostringstream s;
      s.precision(17);
      s << d;
      std::string r = s.str();
      if (r.find_first_of(".ein") == std::string::npos) r += ".";
      return r;
    }
    std::string operator()(const std::string& s) const { return quoted(s); }
    std::string operator()(const std::vector<int64_t>& v) const {
      std::string s = "[";
      for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
      return s + "]";
    }
    std::string operator()(const std::vector<std::string>& v) const {
      std::string s = "[";
      for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + quoted(v[i]);
      return s + "]";
    }
    std::string operator()(TypePtr t) const { return t->schemaStr(); }
    std::string operator()(const Ref<OpaqueConstant>& c) const { return c->str(); }
  };
  return std::visit(Printer{}, v);
}

class GraphPrinter {
 public:
  GraphPrinter(std::ostream& out, bool comments) : out_(out), comments_(comments) {}

  void printNode(const Node* n, int indent) {
    out_ << std::string(indent, ' ');
    // PyTorch prints ` = ` even without outputs: `   = prim::Print(%x)`.
    printValueList(out_, n->outputs(), true);
    out_ << " = ";
    // PyTorch's spelling of a call into Python: `^name[]()(%x)`; a parsed
    // prim::PythonOp may lack its name and prints as any other node.
    const AttributeValue* py_name = n->kind().qualString() == "prim::PythonOp" ? n->attribute(attr::name) : nullptr;
    const bool python_op = py_name && std::holds_alternative<std::string>(*py_name);
    if (python_op) {
      out_ << "^" << std::get<std::string>(*py_name) << "[]()";
    } else {
      out_ << n->kind().qualString();
    }
    if (!n->attributes().empty() && !python_op) {
      out_ << "[";
      for (size_t i = 0; i < n->attributes().size(); ++i) {
        const Attribute& a = n->attributes()[i];
        out_ << (i ? ", " : "") << a.name.unqualString() << "=" << attributeStr(a.value);
      }
      out_ << "]";
    }
    out_ << "(";
    printValueList(out_, n->inputs(), false);
    out_ << ")";
    if (!n->scope.empty()) out_ << ", scope: " << n->scope;
    const SourceRange& r = n->sourceRange();
    if (comments_ && r.valid())
      out_ << " # " << r.source->filename() << ":" << r.line() << ":" << r.column();
    out_ << "\n";
    for (size_t i = 0; i < n->blocks().size(); ++i) printBlock(n->blocks()[i], i, indent + 2);
  }

  void printBlock(const Block* b, size_t index, int indent) {
    out_ << std::string(indent, ' ') << "block" << index << "(";
    printValueList(out_, b->inputs(), true);
    out_ << "):\n";
    for (const Node* n : *b) printNode(n, indent + 2);
    out_ << std::string(indent + 2, ' ') << "-> (";
    printValueList(out_, b->outputs(), false);
    out_ << ")\n";
  }

  void printGraph(const Graph& g) {
    out_ << "graph(";
    const auto& ins = g.inputs();
    for (size_t i = 0; i < ins.size(); ++i) {
      if (i) out_ << ",\n      ";
      out_ << "%" << ins[i]->displayName() << " : " << ins[i]->type()->schemaStr();
    }
    out_ << "):\n";
    for (const Node* n : *g.block()) printNode(n, 2);
    out_ << "  return (";
    printValueList(out_, g.outputs(), false);
    out_ << ")\n";
  }

 private:
  std::ostream& out_;
  bool comments_;
};

}  // namespace

std::string printGraph(const Graph& g, bool with_source_comments) {
  std::ostringstream out;
  GraphPrinter(out, with_source_comments).printGraph(g);
  return out.str();
}

}  // namespace ts
