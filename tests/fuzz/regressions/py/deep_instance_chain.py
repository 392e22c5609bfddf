class Node:
    def __init__(self, c):
        self.c = c
chain = None
for _ in range(100000):
    chain = Node(chain)
del chain
print("ok1")
