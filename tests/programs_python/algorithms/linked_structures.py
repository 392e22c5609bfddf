# Linked list and binary search tree with classes and recursion.
class Node:
    def __init__(self, val, nxt=None):
        self.val, self.next = val, nxt
class LinkedList:
    def __init__(self, items=()):
        self.head = None
        for x in reversed(list(items)):
            self.head = Node(x, self.head)
    def __iter__(self):
        n = self.head
        while n:
            yield n.val
            n = n.next
    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev
    def __repr__(self):
        return " -> ".join(map(str, self)) or "empty"
ll = LinkedList([1, 2, 3, 4])
print(ll)
ll.reverse()
print(ll, list(ll), LinkedList())
class BST:
    def __init__(self):
        self.root = None
    def insert(self, k):
        def ins(node, k):
            if node is None:
                return [k, None, None]
            if k < node[0]:
                node[1] = ins(node[1], k)
            elif k > node[0]:
                node[2] = ins(node[2], k)
            return node
        self.root = ins(self.root, k)
    def inorder(self):
        out = []
        def walk(n):
            if n:
                walk(n[1]); out.append(n[0]); walk(n[2])
        walk(self.root)
        return out
    def height(self, n="start"):
        if n == "start":
            n = self.root
        return 0 if n is None else 1 + max(self.height(n[1]), self.height(n[2]))
t = BST()
for k in [50, 30, 70, 20, 40, 60, 80, 30]:
    t.insert(k)
print(t.inorder(), t.height())
