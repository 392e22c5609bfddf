// ===--- program.h - one source file's script code: names and compilation -=== //
// The Program owns a parsed file, the names it binds (imports, defs,
// classes) and every function compiled from it. It compiles script code
// only: Python-level code runs in src/python (docs/python_level.md).
#pragma once

#include <functional>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/emitter.h"
#include "compiler/resolver.h"
#include "frontend/ast.h"
#include "runtime/function.h"
#include "runtime/future.h"
#include "runtime/value_constant.h"

namespace ts {

/// A TorchScript class compiled from a `class` definition: its type, its
/// method definitions and the methods compiled so far.
struct ClassInfo {
  /// The Program whose source defines the class: its methods resolve global
  /// names there (a stdlib class used from a user's program).
  Program* owner = nullptr;
  ClassType* type = nullptr;
  const ast::ClassDef* def = nullptr;
  std::map<std::string, const ast::FunctionDef*> method_defs;
  /// Note [Overloaded methods]: a module method declared with
  /// `@torch.jit._overload_method` stubs compiles once per stub, as
  /// `name__0`, `name__1`, ... (PyTorch's names): the implementation's body
  /// under the stub's signature. `name` itself is not a method; a call
  /// picks the first overload its arguments match.
  std::map<std::string, size_t> overload_counts;
  std::map<std::string, const ast::FunctionDef*> overload_signatures;  ///< by mangled name
  /// Compiled methods by self type (a module class has one type per
  /// instance kind, Note [Module types]) and name.
  std::map<std::pair<const Type*, std::string>, Ref<Function>> methods;
  /// Methods inherited from a module base class defined in another file
  /// compile there (their globals are that file's).
  std::map<std::string, Program*> method_owner;
  Program* ownerOf(const std::string& method) const {
    auto it = method_owner.find(method);
    return it == method_owner.end() ? owner : it->second;
  }
  /// Attributes with a class-level annotation (`items: List[int]`).
  std::map<std::string, const ast::Expr*> annotated_attributes;
  /// `Final` attributes and those listed in `__constants__`.
  std::set<std::string> constant_attributes;
  /// Attributes first assigned an unannotated (inferred) Tensor parameter:
  /// PyTorch's type carries the flag, printed "Tensor (inferred)".
  std::set<std::string> inferred_attributes;
  std::vector<std::string> static_methods;
  /// Note [Static methods]: PyTorch registers a script class's static
  /// methods after compiling its methods, so while they compile `C.f` finds
  /// no attribute; an instance never reaches them (`obj.f` is no method).
  bool compiling_methods = false;
  /// Note [Properties]: `@property def p(self)` compiles as the method
  /// `__p_getter` and `@p.setter` as `__p_setter` (PyTorch's names); reading
  /// or assigning the attribute `p` calls them.
  std::map<std::string, std::string> property_getters, property_setters;
  /// Names assigned in the class body (class attributes, unsupported).
  std::vector<std::string> class_attributes;
  /// NamedTuple classes: the tuple type and each field's default (or null).
  const NamedTupleType* tuple_type = nullptr;
  std::vector<const ast::Expr*> field_defaults;
  /// Fields typed Tensor for want of an annotation (collections.namedtuple).
  std::vector<bool> field_inferred;
  /// Enum classes: the enum type and its members as values.
  EnumType* enum_type = nullptr;
  std::vector<std::pair<std::string, IValue>> enum_members;
  /// `@torch.jit.interface` classes.
  InterfaceType* interface_type = nullptr;
  /// nn.Module subclasses: their methods compile for the script types the
  /// Python level infers from instances.
  bool is_module = false;
  bool isStatic(const std::string& name) const;
};

class Program;

/// Note [Importing serialized code]: torch.jit.load compiles the archive's
/// code files (classes and functions printed by the code printer) with the
/// ordinary emitter, each file as a Program of its own, in a session that
/// resolves `__torch__.a.b.C`, `CONSTANTS.cN`, `ops.ns.op`, `annotate`,
/// `unchecked_cast` and `uninitialized`. Module classes take their attributes
/// from the class-level annotations and are script types from the start.
struct ImportSession {
  std::map<std::string, ClassInfo*> classes;  ///< by qualified name
  std::map<std::string, Program*> files;      ///< by module path (`__torch__.a.b`)
  std::vector<IValue> constants;              ///< CONSTANTS.cN
  /// Free functions by qualified name, with the Program that defines them.
  std::map<std::string, std::pair<Program*, const ast::FunctionDef*>> functions;
  /// `x : Final[int] = 2` class constants: slot and value, per class.
  std::map<const ClassType*, std::vector<std::pair<int, IValue>>> final_values;
  /// Note [Imported hooks]: a module class's `__forward_hooks__` and
  /// `__forward_pre_hooks__` name defs of its body that are hooks, not
  /// methods; they compile (compileModuleHooks) on first use.
  struct HookNames {
    std::vector<const ast::FunctionDef*> hooks, pre_hooks;
  };
  std::map<const ClassType*, HookNames> hook_defs;
  /// Note [Imported type order]: NamedTuple, Enum and Interface classes are
  /// compiled on first reference (the printer writes a file's classes in
  /// name order, so `Nested` may name `Point` before its definition), then
  /// the rest in file order. A class leaves this map as it starts compiling.
  std::map<std::string, std::pair<Program*, const ast::ClassDef*>> pending_types;
};

/// Whether `f` carries decorator `name` (`@name` or `@x.name`).
bool hasDecorator(const ast::FunctionDef& f, const std::string& name);

/// The compiled forward hooks and pre-hooks of a script module type, in
/// registration order (a hook registered twice appears twice, compiled once).
struct ModuleHooks {
  std::vector<Ref<Function>> pre_hooks;
  std::vector<Ref<Function>> hooks;
};

/// What the user's Program and the stdlib Programs it loads share (owned
/// by the user's Program, Note [Program ownership]).
/// A CompileError raised while `frames.back()` compiled: PyTorch appends
/// "'callee' is being compiled since it was called from 'caller'" and the
/// caller's pending range, innermost pair first, as the error leaves each
/// frame.
void addCallSite(CompileError& err, const std::vector<const CompileFrame*>& frames);

struct ProgramShared {
  /// Code imported by torch.jit.load, one session per load.
  std::vector<std::unique_ptr<ImportSession>> imports;
  /// Every class compiled by the user's program or a stdlib file, by type.
  std::unordered_map<const Type*, ClassInfo*> class_by_type;
  /// Loaded stdlib files by Python module name.
  std::map<std::string, std::unique_ptr<Program>> stdlib;
  /// Script module types by structure, and the names given out so far.
  std::unordered_map<std::string, ClassType*> script_types;
  std::set<std::string> script_type_names;
  int mangle_counter = 0;
  /// Constant attributes of script module types, by (type, name).
  std::map<std::pair<const Type*, std::string>, IValue> module_constants;
  /// Function attributes of script module types (`self.fn = torch.sigmoid`),
  /// by (type, name): Note [Function attributes].
  std::map<std::pair<const Type*, std::string>, Resolved> module_functions;
  /// Forward hooks of script module types (compiler/module_hooks.h).
  std::unordered_map<const Type*, ModuleHooks> module_hooks;
  /// Note [Program threading]: a Program and its stdlib and imported
  /// Programs are single-threaded while they compile. Compiled code runs
  /// on any thread; the one thing it does with the Programs is compile an
  /// interface method on first dispatch (prim::CallMethod), and that, like
  /// the C++ API's lazy lookups, holds this lock.
  std::recursive_mutex compile_mutex;
  /// Forks still queued or running: the root Program waits for them before
  /// it frees the functions they call (Note [Fork runs on the pool]).
  PendingForks pending_forks;
  /// Emitters alive now (Note [Compile depth]).
  int compile_depth = 0;
  /// PyTorch's ErrorReport::CallStack: the functions (and classes) being
  /// compiled now, outermost first; each one above the first was started by
  /// the one below it (Note [Pending range]).
  std::vector<const CompileFrame*> compile_frames;
  /// The range of the global name being resolved (a class compiled on
  /// resolution names it as its call site).
  SourceRange resolving;
};

/// PyTorch's ClassType::repr_str: `NAME (of Python compilation unit at:
/// 0x...)`, the unit being the program state the class was compiled in.
std::string classTypeRepr(const std::string& name, const ProgramShared& unit);

/// One attribute of a script module type being inferred.
struct ScriptAttr {
  std::string name;
  TypePtr type;
  AttributeKind kind;
};

class Program {
 public:
  /// A user's program; `stdlib_module` names the Python module when this is
  /// a stdlib file loaded by another Program (`shared` is then the root's).
  explicit Program(std::unique_ptr<ast::Module> module);
  Program(std::shared_ptr<const ast::Module> module, std::string stdlib_module, ProgramShared* shared);
  ~Program();

  /// Binds the file's imports and definitions and compiles its
  /// `@torch.jit.script` functions and classes; runs nothing.
  void check();
  /// The graph of a compiled script function `name`.
  /// The printed graph of NAME; `optimized`: after passes/passes.h, as run.
  std::string graphOf(const std::string& name, bool optimized = false);
  /// Compiles (after check()) and returns script function `name`, or the
  /// method `Class.method` of a script class or module; throws ts::Error if
  /// there is none. For dumps (`torchscript bytecode`) and the C++ API.
  Function* scriptFunction(const std::string& name);
  const ast::Stmt* currentStatement() const { return current_; }
  /// The state this Program shares with the Programs it loads (script_compiler.h).
  ProgramShared& sharedState() { return *shared_; }
  /// torch.jit.load's compile step (importer.cpp): defines the classes and
  /// functions of serialized code files ({module path, source}) in a new
  /// session (Note [Importing serialized code]); throws CompileError.
  /// `constants` reads the constant table once the session's classes are
  /// declared (it may hold their objects) and before any code compiles.
  ImportSession* importCode(const std::vector<std::pair<std::string, std::string>>& files,
                            const std::function<std::vector<IValue>(ImportSession&)>& constants);
  /// The constant attributes (`Final`, `__constants__`) of a script module
  /// type, by name, for `.pt` class definitions.
  std::vector<std::pair<std::string, IValue>> moduleConstants(const ClassType* t) const;
  /// Whether this Program holds a code file of a loaded archive.
  bool isImported() const { return import_session_ != nullptr; }
  /// Charge and release one level of nested compilation (Note [Compile
  /// depth]); enterCompile throws RecursionError past the limits.
  void enterCompile();
  void leaveCompile();
  /// Held while compiling on behalf of running code (Note [Program threading]).
  std::recursive_mutex& compileMutex() { return shared_->compile_mutex; }
  PendingForks& pendingForks() { return shared_->pending_forks; }
  /// The outermost script function entered from top level (for tracebacks).
  const std::string& enteredFunction() const { return entered_; }

  // ---- services for the Emitter ----
  SugaredPtr resolveGlobal(const std::string& name, Emitter& e, const SourceRange& loc);
  /// A signature type comment of a def with `num_params` parameters (`self`
  /// of a method may be left out).
  std::pair<std::vector<TypePtr>, TypePtr> parseTypeComment(const std::string& text, const SourceRange& loc,
                                                            Emitter& e, size_t num_params, bool is_method);
  TypePtr resolveTypeName(const ast::Expr& e, Emitter& em);
  SchemaDefault evalDefault(const ast::Expr& e, TypePtr type, Emitter& em);
  /// The default of parameter `index` of `def` (PyTorch takes the value
  /// Python evaluated, converted to the parameter's type). Fails with
  /// PyTorch's message when it does not fit the type.
  SchemaDefault paramDefault(const ast::FunctionDef& def, size_t index, TypePtr type, Emitter& em);
  SchemaDefault evalListDefault(const ast::ListLiteral& l, TypePtr type, Emitter& em);
  SchemaDefault evalTupleDefault(const ast::TupleLiteral& t, TypePtr type, Emitter& em);
  Value* defaultValue(Emitter& e, const SchemaDefault& d, TypePtr type, const SourceRange& loc);
  Value* convertNumber(Emitter& e, Value* v, TypePtr type, const SourceRange& loc);
  void import(const ast::Stmt& s);
  void define(const ast::Stmt& s);
  Value* emitBinary(Emitter& e, Symbol op, Value* lhs, Value* rhs, const SourceRange& loc);
  Value* emitInplaceOp(Emitter& e, ast::BinOpKind op, Value* lhs, Value* rhs, const SourceRange& loc);
  Value* emitTensorIndex(Emitter& e, Value* base, const ast::Subscript& s);
  void emitTensorIndexAssign(Emitter& e, Value* base, const ast::Subscript& s, Value* v, const SourceRange& loc);
  /// `base[s] <op>= rhs` on a tensor: indexes, emits rhs, then applies
  /// `op(lhs, rhs)` in place (Note [Augmented assignment order]).
  void emitTensorIndexAugAssign(Emitter& e, Value* base, const ast::Subscript& s, const ast::Expr& rhs,
                                const std::function<Value*(Value*, Value*)>& op);
  /// `obj.name = v`; `stmt` (the whole assignment) is where a missing
  /// attribute is reported, as PyTorch does.
  void emitSetAttr(Emitter& e, Value* obj, const std::string& name, Value* v, const SourceRange& loc,
                   const SourceRange* stmt = nullptr);
  Value* emitTupleSlice(Emitter& e, Value* base, Value* lo, Value* hi, Value* step, const SourceRange& loc);
  Value* emitIsInstance(Emitter& e, Value* v, const std::vector<TypePtr>& types, const SourceRange& loc,
                        Refinements* refinements, const std::string& var);
  void emitIteration(Emitter& e, const ast::Expr& iter, const SourceRange& loc,
                     const std::function<void(SugaredPtr)>& body, const ast::StmtList* stmts,
                     const std::function<void(Value*, const std::function<void(Value*)>&)>& loop);
  /// `x.shape`, `x.dtype`, object fields; nullptr when `name` is a method.
  SugaredPtr typeAttribute(Emitter& e, Value* v, const std::string& name, const SourceRange& loc);
  /// The NamedTuple type of an operator's named returns (cached).
  TypePtr returnTupleType(const FunctionSchema& schema, const std::vector<TypePtr>& types, bool anonymous);
  /// Attributes of builtin types (`x.shape`, `x.dtype`, `d.real`).
  SugaredPtr typeAttributeBuiltin(Emitter& e, Value* v, const std::string& name, const SourceRange& loc);
  SugaredPtr callValue(Emitter& e, Value* v, std::vector<NamedValue>& args, const SourceRange& loc);
  SugaredPtr moduleAttribute(Emitter& e, const std::string& module, const std::string& name,
                             const SourceRange& loc);
  SugaredPtr callBuiltin(Emitter& e, const std::string& name, std::vector<NamedValue>& args,
                         const SourceRange& loc);
  Value* emitDictWithKeywords(Emitter& e, std::vector<NamedValue>& args, const SourceRange& loc);
  /// Names only imported code uses (`__torch__`, `CONSTANTS`, `ops`, ...).
  SugaredPtr resolveImportedName(const std::string& name, Emitter& e, const SourceRange& loc);
  TypePtr resolveImportedType(const std::string& qualified_name);
  /// Compiles a pending NamedTuple/Enum/Interface class of the import session.
  void compilePendingType(const std::string& qualified_name);
  /// `unchecked_cast(T, x)`, `uninitialized(T)`, `ops.prim.RaiseException(msg, cls)`.
  SugaredPtr callImportBuiltin(Emitter& e, const std::string& builtin, const ast::Call& call);
  /// Builtins whose arguments are not all values (annotate's type,
  /// isinstance's types, script's function); nullptr for the others.
  SugaredPtr callWithAst(Emitter& e, const std::string& builtin, const ast::Call& call);
  /// hasattr(obj, attr) of a script object or NamedTuple (an error for others).
  bool emitHasAttr(Emitter& e, Value* obj, const std::string& attr, const SourceRange& loc);
  /// `list(x)` (PyTorch's prim::list special form).
  Value* emitListOf(Emitter& e, const ast::Call& call);
  SugaredPtr callType(Emitter& e, TypePtr type, std::vector<NamedValue>& args, const SourceRange& loc);
  std::pair<Value*, ErrorKind> exceptionInfo(const ast::Expr& exc, Emitter& e);
  /// A compile-time warning as PyTorch's TORCH_WARN in its emitter prints it
  /// (the default c10 handler, i.e. glog): a `W...] Warning:` line naming
  /// PyTorch's source position, the message, the highlighted source
  /// (`context`), and the emitting function.
  void warn(const std::string& message, const std::string& context, const char* position, const char* function);

  /// Compiles a script function (cached); detects recursion.
  Function* compileScript(const ast::FunctionDef& def);
  /// `impl`'s body under overload stub `stub`'s signature (Note [Function
  /// overloads]); cached by stub.
  Function* compileOverload(const ast::FunctionDef& impl, const ast::FunctionDef& stub, size_t index);
  /// `__torch__` (user code), `__torch__.torch.nn.functional` (stdlib) or
  /// the module path of an imported code file: the prefix of qualified names.
  std::string qualifiedPrefix() const;

  /// Creates the class type of `def` (compiling `__init__` to learn its
  /// attributes); cached.
  ClassInfo* compileClass(const ast::ClassDef& def);
  void compileClassMethods(ClassInfo& c);
  void compileClassMethodsIn(ClassInfo& c);
  ClassInfo* classInfo(const Type* t);
  /// Makes `t` another self type of `c` (a frozen module, compiler/freeze_module.cpp).
  void registerClassType(const Type* t, ClassInfo* c);
  ClassInfo* compileEnum(const ast::ClassDef& def);
  /// The class's bases that are nn.Module subclasses (user or torch.nn
  /// classes), left to right.
  std::vector<ClassInfo*> moduleBaseClasses(const ast::ClassDef& def);
  /// `qualified_name` names an interface of serialized code (its file's path).
  ClassInfo* compileInterface(const ast::ClassDef& def, const std::string& qualified_name = "");
  /// Defines `Name = collections.namedtuple('Name', [...])` or
  /// `Name = NamedTuple('Name', [(f, T), ...])`; false if `s` is not one.
  bool defineFunctionalNamedTuple(const ast::Stmt& s);
  /// Compiles a method for `self_type` (default: the class's type), cached;
  /// nullptr if the class has no such method.
  Function* compileMethod(ClassInfo& c, const std::string& name, const ClassType* self_type = nullptr);
  /// Declares the overloads of method `name` (Note [Overloaded methods]).
  void addOverloads(ClassInfo& c, const std::string& name, const std::vector<const ast::FunctionDef*>& stubs);

  // ---- nn.Module instances (modules.cpp) ----
  /// nn.Parameter, nn.ModuleList, nn.Sequential, nn.ModuleDict; nullptr for other names.
  SugaredPtr callNnBuiltin(Emitter& e, const std::string& name, std::vector<NamedValue>& args,
                           const SourceRange& loc);
  /// What iterating a module container yields (a tuple in script code), or nullptr.
  Value* moduleContainerValue(Emitter& e, Value* v, const SourceRange& loc);
  /// `container[index]`, or nullptr if `base` is not a module container.
  /// `hint` is the annotation the result is assigned to (an interface allows a
  /// run-time key, Note [Interface-typed container index]).
  Value* emitModuleIndex(Emitter& e, Value* base, const ast::Expr& index, const SourceRange& loc,
                         TypePtr hint = nullptr);
  /// `module[key]` typed as module interface `hint` (prim::ModuleContainerIndex), or nullptr.
  Value* emitModuleContainerIndex(Emitter& e, Value* base, Value* key, TypePtr hint, const SourceRange& loc);
  /// Calling a script nn.Sequential, or nullptr.
  Value* emitSequentialCall(Emitter& e, Value* seq, std::vector<NamedValue>& args, const SourceRange& loc);
  /// nn.Module's own methods (named_parameters, register_buffer, ...), or nullptr.
  SugaredPtr moduleMethod(Emitter& e, Value* self, const std::string& name, const SourceRange& loc);
  Value* emitModuleMethod(Emitter& e, Value* self, const std::string& name, std::vector<NamedValue>& args,
                          const SourceRange& loc);
  /// Emits `Cls(args)`: object creation and the `__init__` call.
  Value* emitConstruct(Emitter& e, ClassInfo& c, std::vector<NamedValue>& args, const SourceRange& loc);
  /// Calls magic method `name` on a class-typed value, or nullptr.
  Value* tryEmitMagic(Emitter& e, const std::string& name, Value* self, std::vector<NamedValue> args,
                      const SourceRange& loc);
  /// Calls the first overload of method `name` that `args` match.
  Value* emitOverloadedCall(Emitter& e, ClassInfo& c, const std::string& name, Value* self,
                            std::vector<NamedValue> args, const SourceRange& loc);

  /// The Program of the stdlib file implementing Python module `module`
  /// (loaded and run on first use), or nullptr if there is none.
  Program* stdlibModule(const std::string& module);
  /// `module.name` where a stdlib file implements `module`: its function or
  /// class `name`, or nullptr when the file does not define it.
  SugaredPtr stdlibAttribute(const std::string& module, const std::string& name, Emitter& e);
  /// `torch.name` where name is an operator PyTorch defines by TorchScript
  /// source (torch._assert), or nullptr.
  SugaredPtr builtinSourceFunction(const std::string& name);
  /// The definitions of `name` in the given builtin-source modules, in that
  /// order, as one inlined overloaded call (nullptr if none defines it).
  SugaredPtr builtinSourceOverloads(const std::string& name, std::initializer_list<const char*> modules);
  /// The Python module this stdlib Program implements ("" for user code).
  const std::string& stdlibModuleName() const { return stdlib_module_; }
  /// Whether this is one of PyTorch's builtin-source files (`<string>`).
  bool isBuiltinSource() const { return stdlib_module_.rfind("torch._builtin_", 0) == 0; }

  /// Script code of the Python level: free names resolve through `r`'s live
  /// values instead of this Program's tables (Note [Script name resolution]).
  void setResolver(Resolver* r) { resolver_ = r; }
  Resolver* resolver() const { return resolver_; }

 private:
  void checkAnnotationNames(const ast::Expr& e);

  /// Note [Program ownership]: the user's Program owns the shared state,
  /// which owns the stdlib and imported Programs; they point back at it
  /// without owning it, so ownership flows one way and a Program frees
  /// everything it loaded (a shared_ptr back-edge leaked it all). Declared
  /// first so it is destroyed last, after this Program's own functions.
  std::unique_ptr<ProgramShared> owned_shared_;
  /// Shared and read-only: a stdlib file's syntax tree is parsed once per
  /// process (Note [Parsed stdlib]) and used by every Program that loads it.
  std::shared_ptr<const ast::Module> module_;
  std::string stdlib_module_;  ///< empty for the user's program
  ProgramShared* shared_;
  Resolver* resolver_ = nullptr;
  bool in_type_comment_ = false;  ///< resolving a `# type:` signature comment
  /// resolveGlobal through resolver_ (resolver.cpp).
  SugaredPtr resolveLive(const std::string& name, Emitter& e, const SourceRange& loc);
  /// What a described Python value means in script code (not Undefined).
  SugaredPtr resolvedValue(const Resolved& r, Emitter& e, const SourceRange& loc);
  SugaredPtr resolveImport(const std::string& path, Emitter& e, const SourceRange& loc);
  SugaredPtr resolveBuiltinName(const std::string& name, Emitter& e, const SourceRange& loc);
  /// The module path a global name is bound to ("" if none), for type names.
  std::string importPath(const std::string& name);
  /// The class a type name denotes, or nullptr.
  ClassInfo* classNamed(const std::string& name);
  ClassInfo* classBeingDefined(const std::string& name);
  ClassInfo* functionalTuple(const Resolved& r);
  /// The ClassInfo of a Resolved::Kind::Class (this Program is its owner).
  ClassInfo* resolvedClass(const Resolved& r);
  std::string classQualifiedName(const std::string& name) const;
  /// Set on Programs made from a loaded archive's code files.
  ImportSession* import_session_ = nullptr;
  void importClassBody(ClassInfo& c, const ast::ClassDef& def);
  void compileImported(ImportSession& session);
  /// Function and class definitions by global name.
  std::unordered_map<std::string, const ast::Stmt*> defs_;
  /// Import aliases: local name -> builtin module path ("torch.nn").
  std::unordered_map<std::string, std::string> imports_;
  std::map<const ast::FunctionDef*, Ref<Function>> script_functions_;
  std::vector<const ast::FunctionDef*> compiling_;
  std::map<const ast::ClassDef*, std::unique_ptr<ClassInfo>> classes_;
  std::map<std::pair<std::string, std::vector<TypePtr>>, TypePtr> return_tuples_;
  /// NamedTuples defined by a call rather than a class statement.
  std::unordered_map<std::string, std::unique_ptr<ClassInfo>> functional_tuples_;
  const ast::Stmt* current_ = nullptr;
  std::string entered_;
  bool checked_ = false;  ///< check() has bound the top-level names
};

/// N for a `BroadcastingListN[T]` annotation (torch._jit_internal): a
/// parameter typed List[T] that also accepts one T, repeated N times.
std::optional<int> broadcastingListLength(const ast::Expr& annotation);

}  // namespace ts
