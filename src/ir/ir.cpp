// ===--- ir.cpp - Graph, Block, Node and Value mutation -------------------=== //
#include "ir/ir.h"

#include <algorithm>
#include <cctype>

#include "support/error.h"

namespace ts {

// ---- Value ---------------------------------------------------------------- //

Graph* Value::owningGraph() const { return node_->owningGraph(); }

Value* Value::setDebugName(const std::string& name) {
  if (name.empty()) {
    debug_name_.clear();
    return this;
  }
  // Strip an existing `.N` suffix so `x.1` renamed to `x` numbers afresh.
  std::string base = name;
  size_t dot = base.rfind('.');
  if (dot != std::string::npos && dot + 1 < base.size() &&
      std::all_of(base.begin() + dot + 1, base.end(), [](char c) { return std::isdigit(c); }))
    base = base.substr(0, dot);
  auto& counts = owningGraph()->name_counts_;
  auto it = std::find_if(counts.begin(), counts.end(), [&](auto& p) { return p.first == base; });
  if (it == counts.end()) {
    counts.emplace_back(base, 1);
    debug_name_ = base + ".1";
  } else {
    debug_name_ = base + "." + std::to_string(++it->second);
  }
  return this;
}

Value* Value::setDisplayName(const std::string& name) {
  debug_name_ = name;
  size_t dot = name.rfind('.');
  if (dot == std::string::npos || dot + 1 == name.size() ||
      !std::all_of(name.begin() + dot + 1, name.end(), [](char c) { return std::isdigit(c); }))
    return this;
  // Keep the `x.N` counter ahead of N so a later setDebugName("x") cannot
  // produce a duplicate name.
  std::string base = name.substr(0, dot);
  unsigned n = 0;
  for (size_t i = dot + 1; i < name.size(); ++i) n = std::min(n * 10 + unsigned(name[i] - '0'), 1u << 30);
  auto& counts = owningGraph()->name_counts_;
  auto it = std::find_if(counts.begin(), counts.end(), [&](auto& p) { return p.first == base; });
  if (it == counts.end()) counts.emplace_back(base, n);
  else it->second = std::max(it->second, n);
  return this;
}

std::string Value::displayName() const {
  return debug_name_.empty() ? std::to_string(unique_) : debug_name_;
}

void Value::replaceAllUsesWith(Value* other) {
  while (!uses_.empty()) {
    Use u = uses_.back();
    u.user->replaceInput(u.offset, other);
  }
}

// ---- Node ----------------------------------------------------------------- //

Value* Node::addInput(Value* v) {
  v->uses_.push_back({this, inputs_.size()});
  inputs_.push_back(v);
  return v;
}

void Node::replaceInput(size_t i, Value* v) {
  Value* old = inputs_.at(i);
  auto& uses = old->uses_;
  uses.erase(std::find(uses.begin(), uses.end(), Use{this, i}));
  inputs_[i] = v;
  v->uses_.push_back({this, i});
}

void Node::removeInput(size_t i) {
  Value* old = inputs_.at(i);
  auto& uses = old->uses_;
  uses.erase(std::find(uses.begin(), uses.end(), Use{this, i}));
  // Later inputs shift down by one.
  for (size_t j = i + 1; j < inputs_.size(); ++j) {
    for (Use& u : inputs_[j]->uses_)
      if (u.user == this && u.offset == j) {
        u.offset = j - 1;
        break;
      }
  }
  inputs_.erase(inputs_.begin() + i);
}

void Node::removeAllInputs() {
  while (!inputs_.empty()) removeInput(inputs_.size() - 1);
}

Value* Node::addOutput() {
  auto v = std::unique_ptr<Value>(new Value(this, outputs_.size(), graph_->next_unique_++));
  outputs_.push_back(v.get());
  graph_->values_.push_back(std::move(v));
  return outputs_.back();
}

void Node::eraseOutput(size_t i) {
  TS_CHECK(!outputs_.at(i)->hasUses(), "internal: erasing an output that still has uses");
  outputs_.erase(outputs_.begin() + i);
  for (size_t j = i; j < outputs_.size(); ++j) outputs_[j]->offset_ = j;
}

Block* Node::addBlock() {
  blocks_.push_back(graph_->newBlock(this));
  return blocks_.back();
}

Node* Node::insertBefore(Node* n) {
  owning_block_ = n->owning_block_;
  next_ = n;
  prev_ = n->prev_;
  if (prev_) prev_->next_ = this;
  n->prev_ = this;
  return this;
}

Node* Node::insertAfter(Node* n) {
  owning_block_ = n->owning_block_;
  prev_ = n;
  next_ = n->next_;
  if (next_) next_->prev_ = this;
  n->next_ = this;
  return this;
}

void Node::removeFromList() {
  if (prev_) prev_->next_ = next_;
  if (next_) next_->prev_ = prev_;
  prev_ = next_ = nullptr;
  owning_block_ = nullptr;
}

void Node::destroy() {
  for (Value* o : outputs_)
    TS_CHECK(!o->hasUses(), "internal: destroying a node whose outputs are used");
  for (Block* b : blocks_) {
    // The block's outputs go first: they are the last uses of its values.
    b->returnNode()->removeAllInputs();
    for (Node* n = b->returnNode()->prev(); n != b->paramNode();) {
      Node* prev = n->prev();
      n->destroy();
      n = prev;
    }
  }
  removeAllInputs();
  removeFromList();
}

bool Node::hasAttribute(Symbol name) const { return attribute(name) != nullptr; }

const AttributeValue* Node::attribute(Symbol name) const {
  for (const Attribute& a : attributes_)
    if (a.name == name) return &a.value;
  return nullptr;
}

Node* Node::setAttribute(Symbol name, AttributeValue v) {
  for (Attribute& a : attributes_)
    if (a.name == name) {
      a.value = std::move(v);
      return this;
    }
  attributes_.push_back({name, std::move(v)});
  return this;
}

void Node::removeAttribute(Symbol name) {
  attributes_.erase(std::remove_if(attributes_.begin(), attributes_.end(), [&](const Attribute& a) { return a.name == name; }),
                    attributes_.end());
}

// ---- Block ---------------------------------------------------------------- //

Block::Block(Graph* g, Node* owner) : graph_(g), owning_node_(owner) {
  param_ = g->create(prim::Param, {}, 0);
  return_ = g->create(prim::Return, {}, 0);
  param_->owning_block_ = this;
  return_->owning_block_ = this;
  param_->next_ = return_;
  return_->prev_ = param_;
}

Value* Block::addInput(const std::string& name) {
  Value* v = param_->addOutput();
  if (!name.empty()) v->setDebugName(name);
  return v;
}

size_t Block::registerOutput(Value* v) {
  return_->addInput(v);
  return return_->inputs().size() - 1;
}

// ---- Graph ---------------------------------------------------------------- //

Graph::Graph() {
  block_ = newBlock(nullptr);
  setInsertionPoint(block_);
}

Graph::~Graph() = default;

Block* Graph::newBlock(Node* owner) {
  blocks_.push_back(std::unique_ptr<Block>(new Block(this, owner)));
  return blocks_.back().get();
}

Node* Graph::create(Symbol kind, const std::vector<Value*>& inputs, size_t num_outputs) {
  nodes_.push_back(std::unique_ptr<Node>(new Node(this, kind)));
  Node* n = nodes_.back().get();
  for (Value* v : inputs) n->addInput(v);
  for (size_t i = 0; i < num_outputs; ++i) n->addOutput();
  return n;
}

Node* Graph::insertNode(Node* n) { return n->insertBefore(insert_before_); }

}  // namespace ts
