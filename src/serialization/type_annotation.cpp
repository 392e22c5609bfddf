// ===--- type_annotation.cpp - annotation strings <-> types ---------------=== //
#include "serialization/type_annotation.h"

#include <cctype>

#include "support/error.h"

namespace ts {

static std::string joinAnnotations(const std::vector<TypePtr>& ts) {
  std::string s;
  for (size_t i = 0; i < ts.size(); ++i) s += (i ? ", " : "") + annotationStr(ts[i]);
  return s;
}

std::string annotationStr(TypePtr t) {
  switch (t->kind()) {
    case TypeKind::List: return "List[" + annotationStr(t->elem()) + "]";
    case TypeKind::Dict: return "Dict[" + joinAnnotations(t->contained()) + "]";
    case TypeKind::Optional: return "Optional[" + annotationStr(t->elem()) + "]";
    case TypeKind::Union: return formatUnion(*t, "[", "]", [](const TypePtr& m) { return annotationStr(m); }, "number");
    case TypeKind::Future: return "Future[" + annotationStr(t->elem()) + "]";
    case TypeKind::Await: return "Await[" + annotationStr(t->elem()) + "]";
    case TypeKind::RRef: return "RRef[" + annotationStr(t->elem()) + "]";
    case TypeKind::Tuple:
      // NamedTuples are declared in the program's `__torch__` namespace.
      if (!t->name().empty()) return t->name().find('.') == std::string::npos ? "__torch__." + t->name() : t->name();
      return t->contained().empty() ? "Tuple[()]" : "Tuple[" + joinAnnotations(t->contained()) + "]";
    case TypeKind::Class: case TypeKind::Enum: case TypeKind::Interface: return t->name();
    case TypeKind::Layout: return "int";
    default: return t->str();
  }
}

namespace {

/// Recursive descent over `Name ('[' Arg (',' Arg)* ']')?`.
class AnnotationParser {
 public:
  AnnotationParser(const std::string& s, const NamedTypeResolver& r) : s_(s), resolve_(r) {}

  TypePtr parseAll() {
    TypePtr t = parse(0);
    skipSpace();
    if (pos_ != s_.size()) fail();
    return t;
  }

 private:
  [[noreturn]] void fail() { throw Error("Unknown type annotation: '" + s_ + "'"); }
  void skipSpace() {
    while (pos_ < s_.size() && s_[pos_] == ' ') ++pos_;
  }
  bool eat(char c) {
    skipSpace();
    if (pos_ < s_.size() && s_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  std::string name() {
    skipSpace();
    size_t start = pos_;
    while (pos_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '_' || s_[pos_] == '.')) ++pos_;
    if (start == pos_) fail();
    return s_.substr(start, pos_ - start);
  }
  std::vector<TypePtr> args(int depth) {
    std::vector<TypePtr> out;
    if (!eat('[')) fail();
    if (eat('(')) {  // Tuple[()]
      if (!eat(')') || !eat(']')) fail();
      return out;
    }
    do out.push_back(parse(depth + 1));
    while (eat(','));
    if (!eat(']')) fail();
    return out;
  }
  TypePtr simple(const std::string& n);
  TypePtr parse(int depth);

  const std::string& s_;
  const NamedTypeResolver& resolve_;
  size_t pos_ = 0;
};

TypePtr AnnotationParser::simple(const std::string& n) {
  static const std::pair<const char*, TypePtr (*)()> kSimple[] = {
      {"int", Type::int_},       {"float", Type::float_},     {"bool", Type::bool_},
      {"str", Type::str_},       {"complex", Type::complex},  {"Tensor", Type::tensor},
      {"NoneType", Type::none},  {"Any", Type::any},          {"Device", Type::device},
      {"number", Type::number},  {"Generator", Type::generator}, {"Stream", Type::stream},
      {"Capsule", Type::capsule}};
  for (const auto& [name, fn] : kSimple) {
    if (n == name) return fn();
  }
  if (resolve_) {
    if (TypePtr t = resolve_(n)) return t;
  }
  fail();
}

TypePtr AnnotationParser::parse(int depth) {
  // Nesting this deep only comes from corrupt input; the limit keeps the
  // recursion bounded.
  if (depth > 100) fail();
  std::string n = name();
  skipSpace();
  bool has_args = pos_ < s_.size() && s_[pos_] == '[';
  if (!has_args) return simple(n);
  std::vector<TypePtr> a = args(depth);
  auto need = [&](size_t k) {
    if (a.size() != k) fail();
  };
  if (n == "List") return need(1), Type::list(a[0]);
  if (n == "Dict") return need(2), Type::dict(a[0], a[1]);
  if (n == "Optional") return need(1), Type::optional(a[0]);
  if (n == "Tuple") return Type::tuple(a);
  if (n == "Union") return a.empty() ? (fail(), nullptr) : Type::union_(a);
  if (n == "Future") return need(1), Type::future(a[0]);
  if (n == "RRef") return need(1), Type::rref(a[0]);
  fail();
}

}  // namespace

TypePtr parseAnnotation(const std::string& text, const NamedTypeResolver& resolve) {
  return AnnotationParser(text, resolve).parseAll();
}

}  // namespace ts
