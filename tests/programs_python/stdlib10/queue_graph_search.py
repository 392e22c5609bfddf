# queue for BFS over a graph built from a tensor adjacency matrix, PriorityQueue for Dijkstra.
import queue
import torch

adj = torch.tensor([[0, 1, 1, 0, 0, 0],
                    [1, 0, 0, 1, 0, 0],
                    [1, 0, 0, 1, 1, 0],
                    [0, 1, 1, 0, 0, 1],
                    [0, 0, 1, 0, 0, 1],
                    [0, 0, 0, 1, 1, 0]])
q = queue.Queue()
q.put(0)
dist = {0: 0}
order = []
while not q.empty():
    u = q.get()
    order.append(u)
    for v in torch.nonzero(adj[u]).flatten().tolist():
        if v not in dist:
            dist[v] = dist[u] + 1
            q.put(v)
print("bfs order:", order)
print("dist:", dist)

w = torch.tensor([[0., 4., 1., 0., 0., 0.],
                  [4., 0., 0., 1., 0., 0.],
                  [1., 0., 0., 5., 2., 0.],
                  [0., 1., 5., 0., 0., 3.],
                  [0., 0., 2., 0., 0., 6.],
                  [0., 0., 0., 3., 6., 0.]])
pq = queue.PriorityQueue()
pq.put((0.0, 0))
best = {}
while not pq.empty():
    d, u = pq.get()
    if u in best:
        continue
    best[u] = d
    for v in range(6):
        if w[u, v] > 0 and v not in best:
            pq.put((d + w[u, v].item(), v))
print("dijkstra:", best)

lifo = queue.LifoQueue()
for i in range(4):
    lifo.put(i * i)
print([lifo.get() for _ in range(lifo.qsize())])

bounded = queue.Queue(maxsize=2)
bounded.put("a")
bounded.put_nowait("b")
print(bounded.full(), bounded.qsize(), bounded.maxsize)
try:
    bounded.put_nowait("c")
except queue.Full:
    print("queue.Full raised")
try:
    bounded.put("c", timeout=0.01)
except queue.Full as e:
    print("Full again", repr(e))
print(bounded.get(), bounded.get_nowait(), bounded.empty())
try:
    bounded.get_nowait()
except queue.Empty as e:
    print("queue.Empty raised", repr(e), repr(str(e)))
try:
    bounded.get(timeout=0.01)
except queue.Empty:
    print("timeout Empty")
tasks = queue.Queue()
for t in ["load", "train", "eval"]:
    tasks.put(t)
while not tasks.empty():
    print("doing", tasks.get())
    tasks.task_done()
tasks.join()
print("all tasks done", tasks.unfinished_tasks)
try:
    tasks.task_done()
except ValueError as e:
    print("ValueError:", e)
sq = queue.SimpleQueue()
sq.put(torch.ones(2))
print(sq.qsize(), sq.get(), sq.empty())
print(issubclass(queue.Empty, Exception), issubclass(queue.Full, Exception))
