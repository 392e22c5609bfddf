import torch

torch.manual_seed(0)
params = {f"layer{i}": torch.randn(i + 1, 3) for i in range(4)}
by_norm = sorted(params.items(), key=lambda kv: kv[1].norm().item())
print([k for k, _ in by_norm])
print(max(params, key=lambda k: params[k].numel()))
print(min(params.values(), key=lambda t: t.sum()).shape)
scores = [torch.tensor(0.3), torch.tensor(0.9), torch.tensor(0.1)]
print(max(scores), min(scores), sorted(scores))
print(sum(scores), sum([torch.ones(2), torch.ones(2)]))
best = max(enumerate(scores), key=lambda p: p[1])
print(best[0], best[1])
names = ["a", "b", "c"]
for n, s in zip(names, scores):
    print(n, f"{s:.1f}")
ranked = sorted(zip(scores, names), key=lambda p: -p[0])
print([n for _, n in ranked])
print(any(s > 0.5 for s in scores), all(s > 0.05 for s in scores))
print(list(map(lambda t: round(t.item(), 1), scores)))
print(list(filter(lambda t: t > 0.2, scores)))
lst = [3, 1, 2]
print(sorted(torch.tensor(lst).tolist(), reverse=True), torch.tensor(lst).max().item())
rows = torch.tensor([[1, 9], [5, 2], [3, 3]])
print(sorted(rows, key=lambda r: r[1].item()))
print([r.tolist() for r in rows], [x for x in rows[0]])
it = iter(torch.arange(3))
print(next(it), next(it), list(it))
print(list(reversed(torch.arange(3))), 2 in torch.tensor([1, 2]), torch.tensor(5) in [5, 6])
print(dict(zip(["x", "y"], torch.tensor([1.5, 2.5]).tolist())))
