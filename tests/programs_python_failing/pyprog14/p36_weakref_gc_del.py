import gc
import weakref


class Node:
    instances = 0

    def __init__(self, name):
        self.name = name
        Node.instances += 1

    def __del__(self):
        print("del", self.name)


a = Node("a")
r = weakref.ref(a)
print(r() is a, r().name)
del a
gc.collect()
print(r() is None)
cache = weakref.WeakValueDictionary()
b = Node("b")
cache["b"] = b
print(list(cache.keys()))
del b
gc.collect()
print(list(cache.keys()))
x = Node("cycle1")
y = Node("cycle2")
x.other, y.other = y, x
del x, y
n = gc.collect()
print(n >= 2 or n >= 0)
print(Node.instances)


class Owner:
    def __init__(self):
        self.cb = weakref.WeakMethod(self.method)

    def method(self):
        return "called"


o = Owner()
print(o.cb()())
fin = weakref.finalize(Node("f"), print, "finalized")
gc.collect()
print(fin.alive)
