import gc

class Node:
    def __init__(self, name):
        self.name = name
        self.peers = []
        self.callback = self.describe

    def describe(self):
        return "node " + self.name

def make_ring(n):
    nodes = [Node(str(i)) for i in range(n)]
    for a, b in zip(nodes, nodes[1:] + nodes[:1]):
        a.peers.append(b)
    return nodes[0].callback()

print(make_ring(3))
print(gc.isenabled())
gc.disable()
print(gc.isenabled())
gc.enable()
print(gc.collect() > 0)
print(gc.collect())
keep = Node("kept")
keep.peers.append(keep)
print(gc.collect(), keep.callback(), len(keep.peers))


class Holder:
    def __init__(self):
        self.me = self
        self.items = [self, {"h": self}]

    def run(self):
        # Only this frame holds self from outside the cycle: it must survive.
        gc.collect()
        return len(self.items), self.me is self


def gen():
    h = Holder()
    h.me = None
    yield h.run()
    gc.collect()
    yield sorted(h.items[1])


print(Holder().run())
print(list(gen()))
print([gc.collect() >= 0 for _ in range(2)])
