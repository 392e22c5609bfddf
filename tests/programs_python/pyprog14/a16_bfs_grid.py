from collections import deque
import torch

grid_txt = """
S.#.....
.##.##.#
...#...#
.#...#..
.#.#.#.E
"""
grid = [list(r) for r in grid_txt.strip().splitlines()]
H, W = len(grid), len(grid[0])
start = next((r, c) for r in range(H) for c in range(W) if grid[r][c] == "S")
end = next((r, c) for r in range(H) for c in range(W) if grid[r][c] == "E")


def bfs():
    dist = {start: 0}
    parent = {}
    q = deque([start])
    while q:
        r, c = q.popleft()
        if (r, c) == end:
            break
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < H and 0 <= nc < W and grid[nr][nc] != "#" and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[(r, c)] + 1
                parent[(nr, nc)] = (r, c)
                q.append((nr, nc))
    return dist, parent


dist, parent = bfs()
print(start, end, dist.get(end))
node = end
while node != start:
    node = parent[node]
    if node != start:
        grid[node[0]][node[1]] = "*"
print("\n".join("".join(r) for r in grid))
walls = torch.tensor([[ch == "#" for ch in row] for row in grid_txt.strip().splitlines()])
print(walls.sum().item(), walls.float().mean(dim=1).tolist())
free = (~walls).float()
D = torch.full((H, W), float("inf"))
D[start] = 0
for _ in range(H * W):
    shifted = torch.stack([
        torch.nn.functional.pad(D, (1, 0))[:, :-1], torch.nn.functional.pad(D, (0, 1))[:, 1:],
        torch.nn.functional.pad(D, (0, 0, 1, 0))[:-1], torch.nn.functional.pad(D, (0, 0, 0, 1))[1:]])
    newD = torch.minimum(D, shifted.min(0).values + 1)
    newD[walls] = float("inf")
    if torch.equal(newD, D):
        break
    D = newD
print(D[end].item(), torch.isinf(D).sum().item())
