// ===--- ir.h - the SSA graph IR ------------------------------------------=== //
// Graph / Block / Node / Value as in PyTorch's JIT IR: a Graph owns a top
// Block; a Block is a doubly-linked list of Nodes between a param node (whose
// outputs are the block's inputs) and a return node (whose inputs are the
// block's outputs). Control flow is structured (prim::If, prim::Loop own
// sub-blocks). Every Value records its uses.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

#include "frontend/source.h"
#include "ir/symbol.h"
#include "support/ref.h"
#include "types/type.h"

namespace ts {

class Node;
class Block;
class Graph;
class Value;

/// One use of a Value: the user node and which input it is.
struct Use {
  Node* user;
  size_t offset;
  bool operator==(const Use& o) const { return user == o.user && offset == o.offset; }
};

class Value {
 public:
  Node* node() const { return node_; }
  size_t offset() const { return offset_; }
  TypePtr type() const { return type_; }
  Value* setType(TypePtr t) {
    type_ = t;
    return this;
  }
  const std::vector<Use>& uses() const { return uses_; }
  bool hasUses() const { return !uses_.empty(); }
  unsigned unique() const { return unique_; }
  /// Sets the number an unnamed value prints as (`%27`): a module trace
  /// numbers its values as PyTorch's tracer and passes created them.
  void setUnique(unsigned n) { unique_ = n; }
  const std::string& debugName() const { return debug_name_; }
  /// Sets the name printed as `%name.N`; numbering keeps names unique.
  Value* setDebugName(const std::string& name);
  /// Sets what the printer shows after `%` verbatim (`x.3`, or `7` for a
  /// value printed as `%7`), without renumbering; the IR parser uses it so
  /// that print(parse(print(g))) == print(g). Later setDebugName calls with
  /// the same base name continue after the highest number seen.
  Value* setDisplayName(const std::string& name);
  /// `x.1` / `5`: what the printer shows after `%`.
  std::string displayName() const;
  Graph* owningGraph() const;

  /// Given %3 used by nodes A and B, after replaceAllUsesWith(%4) both A and
  /// B read %4 and %3 has no uses.
  void replaceAllUsesWith(Value* other);

 private:
  friend class Node;
  friend class Graph;
  Value(Node* node, size_t offset, unsigned unique) : node_(node), offset_(offset), unique_(unique) {}
  Node* node_;
  size_t offset_;
  unsigned unique_;
  TypePtr type_ = nullptr;
  std::string debug_name_;
  std::vector<Use> uses_;
};

/// A boxed constant the IR cannot represent itself (tensors, tuples);
/// the runtime defines the concrete box and how it prints.
struct OpaqueConstant : RefCounted {
  virtual std::string str() const = 0;
};

/// A node attribute value.
using AttributeValue = std::variant<int64_t, double, std::string, std::vector<int64_t>,
                                    std::vector<std::string>, TypePtr, Ref<OpaqueConstant>>;

struct Attribute {
  Symbol name;
  AttributeValue value;
};

class Node {
 public:
  Symbol kind() const { return kind_; }
  const std::vector<Value*>& inputs() const { return inputs_; }
  const std::vector<Value*>& outputs() const { return outputs_; }
  Value* input(size_t i) const { return inputs_.at(i); }
  Value* output(size_t i = 0) const { return outputs_.at(i); }
  const std::vector<Block*>& blocks() const { return blocks_; }
  Block* owningBlock() const { return owning_block_; }
  Graph* owningGraph() const { return graph_; }
  Node* next() const { return next_; }
  Node* prev() const { return prev_; }
  const SourceRange& sourceRange() const { return range_; }
  Node* setSourceRange(SourceRange r) {
    range_ = std::move(r);
    return this;
  }

  /// Appends an input and records the use.
  Value* addInput(Value* v);
  /// Given n(%a, %b), replaceInput(1, %c) makes n(%a, %c).
  void replaceInput(size_t i, Value* v);
  void removeInput(size_t i);
  void removeAllInputs();
  Value* addOutput();
  void eraseOutput(size_t i);
  Block* addBlock();

  /// Links this (unlinked) node before/after n in n's block.
  Node* insertBefore(Node* n);
  Node* insertAfter(Node* n);
  /// Unlinks from its block (inputs stay).
  void removeFromList();
  /// Unlinks and drops inputs; outputs must be unused.
  void destroy();

  bool hasAttribute(Symbol name) const;
  const AttributeValue* attribute(Symbol name) const;
  Node* setAttribute(Symbol name, AttributeValue v);
  /// Drops attribute `name` if present.
  void removeAttribute(Symbol name);
  int64_t i(Symbol name) const { return std::get<int64_t>(*attribute(name)); }
  double f(Symbol name) const { return std::get<double>(*attribute(name)); }
  const std::string& s(Symbol name) const { return std::get<std::string>(*attribute(name)); }
  TypePtr ty(Symbol name) const { return std::get<TypePtr>(*attribute(name)); }
  const std::vector<Attribute>& attributes() const { return attributes_; }

  /// Compiler-resolved callee: a registry operator (`aten::add.int`) or a
  /// script function; opaque to the IR, read by the bytecode emitter.
  const void* op = nullptr;
  const void* callee = nullptr;
  /// Name of the matched schema overload (printing and `.code`).
  std::string schema_name;
  /// A traced node's module scope (`__module.body/__module.body.0`),
  /// printed as `, scope: ...`; empty for the root module and script code.
  std::string scope;
  /// For a node copied by cloneGraph/cloneNode: the node it was copied from
  /// (transitively the original), so tables keyed by node find it.
  const Node* origin = nullptr;

 private:
  friend class Graph;
  friend class Block;
  Node(Graph* g, Symbol kind) : kind_(kind), graph_(g) {}
  Symbol kind_;
  Graph* graph_;
  Block* owning_block_ = nullptr;
  Node* next_ = nullptr;
  Node* prev_ = nullptr;
  std::vector<Value*> inputs_;
  std::vector<Value*> outputs_;
  std::vector<Block*> blocks_;
  std::vector<Attribute> attributes_;
  SourceRange range_;
};

class Block {
 public:
  /// Nodes from first to last, excluding the param and return nodes.
  class Iterator {
   public:
    explicit Iterator(Node* n) : n_(n) {}
    Node* operator*() const { return n_; }
    Iterator& operator++() {
      n_ = n_->next();
      return *this;
    }
    bool operator!=(const Iterator& o) const { return n_ != o.n_; }

   private:
    Node* n_;
  };
  Iterator begin() const { return Iterator(param_->next()); }
  Iterator end() const { return Iterator(return_); }

  const std::vector<Value*>& inputs() const { return param_->outputs(); }
  const std::vector<Value*>& outputs() const { return return_->inputs(); }
  Value* addInput(const std::string& name = "");
  size_t registerOutput(Value* v);
  Node* paramNode() const { return param_; }
  Node* returnNode() const { return return_; }
  Node* owningNode() const { return owning_node_; }
  Graph* owningGraph() const { return graph_; }
  /// Appends n (unlinked) at the end of the block.
  Node* appendNode(Node* n) { return n->insertBefore(return_); }

 private:
  friend class Graph;
  friend class Node;
  Block(Graph* g, Node* owner);
  Graph* graph_;
  Node* owning_node_;
  Node* param_;
  Node* return_;
};

class Graph {
 public:
  Graph();
  Graph(const Graph&) = delete;
  Graph& operator=(const Graph&) = delete;
  ~Graph();

  Block* block() const { return block_; }
  const std::vector<Value*>& inputs() const { return block_->inputs(); }
  const std::vector<Value*>& outputs() const { return block_->outputs(); }
  Value* addInput(const std::string& name = "") { return block_->addInput(name); }
  size_t registerOutput(Value* v) { return block_->registerOutput(v); }

  /// Creates an unlinked node with `num_outputs` outputs.
  Node* create(Symbol kind, const std::vector<Value*>& inputs = {}, size_t num_outputs = 1);
  /// Inserts `n` at the current insertion point (end of a block by default).
  Node* insertNode(Node* n);
  void setInsertionPoint(Block* b) { insert_block_ = b; insert_before_ = b->returnNode(); }
  void setInsertionPointBefore(Node* n) {
    insert_block_ = n->owningBlock();
    insert_before_ = n;
  }
  Block* insertionBlock() const { return insert_block_; }
  Node* insertionPoint() const { return insert_before_; }

  /// Number of values created so far (an upper bound on live values).
  unsigned numValues() const { return next_unique_; }

 private:
  friend class Node;
  friend class Block;
  friend class Value;
  Block* newBlock(Node* owner);
  std::vector<std::unique_ptr<Node>> nodes_;
  std::vector<std::unique_ptr<Block>> blocks_;
  std::vector<std::unique_ptr<Value>> values_;
  Block* block_;
  Block* insert_block_;
  Node* insert_before_;
  unsigned next_unique_ = 0;
  /// Counters behind `x.1`, `x.2` naming.
  std::vector<std::pair<std::string, unsigned>> name_counts_;
};

/// Maps values of a source graph to their copies.
using ValueMap = std::unordered_map<const Value*, Value*>;

/// Copies `n` (with its blocks) into `g` at g's insertion point; inputs are
/// looked up in `map` (values not in it are used as they are, for copies
/// within one graph) and the copy's outputs are added to it.
Node* cloneNode(const Node* n, Graph& g, ValueMap& map);

/// A deep copy of `g`: same nodes, attributes, types and names.
std::unique_ptr<Graph> cloneGraph(const Graph& g);

/// Prints the graph in PyTorch's format:
///   graph(%x.1 : int):
///     %2 : int = prim::Constant[value=1]() # f.py:3:4
///     ...
///     return (%3)
std::string printGraph(const Graph& g, bool with_source_comments = true);

/// Checks structural invariants (uses consistent, defs dominate uses, block
/// arity of If/Loop); throws ts::Error describing the first violation.
void verifyGraph(const Graph& g);

}  // namespace ts
