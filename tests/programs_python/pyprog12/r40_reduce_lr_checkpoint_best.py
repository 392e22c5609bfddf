import heapq
import torch
import torch.nn as nn

class TopK:
    def __init__(self, k):
        self.k, self.heap = k, []
    def push(self, score, epoch, state):
        item = (score, epoch, state)
        if len(self.heap) < self.k:
            heapq.heappush(self.heap, item)
        elif score > self.heap[0][0]:
            heapq.heapreplace(self.heap, item)
    def best(self):
        return sorted(((round(s, 4), e) for s, e, _ in self.heap), reverse=True)

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 8), nn.ReLU(), nn.Linear(8, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.5)
plateau = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, factor=0.5, patience=0, threshold=1e-3, mode="max")
x = torch.randn(64, 3)
y = x.sum(1, keepdim=True)
keeper = TopK(3)
for epoch in range(12):
    loss = nn.functional.mse_loss(model(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    score = -loss.item()
    plateau.step(score)
    keeper.push(score, epoch, {k: v.clone() for k, v in model.state_dict().items()})
print(len(keeper.heap), [e for _, e in keeper.best()])
print(opt.param_groups[0]["lr"] <= 0.5)
best_state = max(keeper.heap)[2]
model.load_state_dict(best_state)
print(round(nn.functional.mse_loss(model(x), y).item(), 4) == round(-max(keeper.heap)[0], 4))
