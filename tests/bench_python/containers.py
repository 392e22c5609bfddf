# Dict/list-heavy algorithms: graph BFS, word counting, sorting, list ops.
N = 60000


def bfs(adj, start):
    dist = {start: 0}
    queue = [start]
    head = 0
    while head < len(queue):
        u = queue[head]
        head += 1
        for v in adj[u]:
            if v not in dist:
                dist[v] = dist[u] + 1
                queue.append(v)
    return dist


def run(n):
    adj = {}
    for i in range(n):
        adj[i] = [(i * 7 + 1) % n, (i * 13 + 5) % n, (i + 1) % n]
    d = bfs(adj, 0)
    hist = {}
    for v in d.values():
        hist[v] = hist.get(v, 0) + 1
    data = [(i * 7919) % 10007 for i in range(n)]
    data.sort()
    pairs = sorted([(x % 97, x) for x in data[: n // 2]])
    acc = 0
    for k, x in pairs:
        acc += k * x
    squares = [x * x for x in range(n) if x % 3]
    return max(d.values()), len(hist), data[n // 2], acc, sum(squares) % 1000007


for _ in range(3):
    r = run(N)
print(r)
