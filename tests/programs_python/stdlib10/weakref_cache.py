# weakref: caches of modules/activations that do not keep them alive, and callbacks on collection.
import gc
import weakref
import torch


class Block(torch.nn.Module):
    def __init__(self, name):
        super().__init__()
        self.name = name
        self.lin = torch.nn.Linear(2, 2)

    def __repr__(self):
        return f"Block({self.name})"


b = Block("a")
r = weakref.ref(b)
print(r() is b, r(), weakref.getweakrefcount(b))
del b
print(r(), r() is None)

events = []
c = Block("c")
rc = weakref.ref(c, lambda ref: events.append("collected c"))
print(rc.__callback__ is not None, events)
c = None
print(events, rc())

cache = weakref.WeakValueDictionary()
blocks = [Block(f"b{i}") for i in range(3)]
for blk in blocks:
    cache[blk.name] = blk
print(sorted(cache.keys()), len(cache), "b1" in cache, cache.get("b1"), cache["b2"])
del blocks[1]
print(sorted(cache.keys()), len(cache), "b1" in cache, cache.get("b1", "gone"))
try:
    cache["b1"]
except KeyError as e:
    print("KeyError", e)
blocks.clear()
print(len(cache), list(cache.items()))

meta = weakref.WeakKeyDictionary()
k1, k2 = Block("k1"), Block("k2")
meta[k1] = {"lr": 0.1}
meta[k2] = {"lr": 0.01}
print(len(meta), meta[k1], k2 in meta, sorted(v["lr"] for v in meta.values()))
del k1
print(len(meta), [k.name for k in meta.keys()])


class Node:
    def __init__(self, v):
        self.v = v
        self.parent = None
        self.children = []


root = Node(0)
child = Node(1)
child.parent = weakref.ref(root)
root.children.append(child)
print(child.parent().v, child.parent() is root)
del root
print(child.parent())

# cycles are freed by the collector; the ref dies then
x = Node("cycle")
x.self_ref = x
rx = weakref.ref(x, lambda ref: print("cycle collected"))
del x
print("before collect", rx() is not None)
gc.collect()
print("after collect", rx())

p_obj = Block("p")
p = weakref.proxy(p_obj)
print(p.name, p.lin.in_features)
del p_obj
try:
    p.name
except ReferenceError as e:
    print("ReferenceError:", e)

ws = weakref.WeakSet()
s1, s2 = Block("s1"), Block("s2")
ws.add(s1)
ws.add(s2)
print(len(ws), s1 in ws)
del s2
print(len(ws), [b.name for b in ws])

f_obj = Block("f")
fin = weakref.finalize(f_obj, print, "finalized", "f")
print(fin.alive)
del f_obj
print(fin.alive)

for bad in [1, "s", [1], {}, (1,)]:
    try:
        weakref.ref(bad)
    except TypeError as e:
        print("TypeError:", e)


class Trainer:
    def step(self):
        return "stepped"


t = Trainer()
wm = weakref.WeakMethod(t.step)
print(wm()())
del t
print(wm())
r1 = weakref.ref(s1)
r2 = weakref.ref(s1)
print(r1 == r2, hash(r1) == hash(s1))
