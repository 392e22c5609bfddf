import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
T, C, N, S = 12, 6, 3, 5
S_min = 2
input = torch.randn(T, N, C).log_softmax(2).detach().requires_grad_()
target = torch.randint(low=1, high=C, size=(N, S), dtype=torch.long)
input_lengths = torch.full(size=(N,), fill_value=T, dtype=torch.long)
target_lengths = torch.randint(low=S_min, high=S, size=(N,), dtype=torch.long)
print(target.tolist(), target_lengths.tolist())
for red in ["mean", "sum", "none"]:
    ctc_loss = nn.CTCLoss(reduction=red)
    loss = ctc_loss(input, target, input_lengths, target_lengths)
    print(red, loss.detach().round(decimals=4))

ctc = nn.CTCLoss()
loss = ctc(input, target, input_lengths, target_lengths)
loss.backward()
print(input.grad.shape, round(input.grad.abs().sum().item(), 4))
print(input.grad[0, 0].round(decimals=4))

# concatenated targets, varying input lengths, zero_infinity
input2 = torch.randn(8, 2, 4).log_softmax(2)
targets2 = torch.tensor([1, 2, 2, 3, 1, 1, 2])
il = torch.tensor([8, 3])
tl = torch.tensor([3, 4])
print(F.ctc_loss(input2, targets2, il, tl, reduction='none').round(decimals=4))
print(F.ctc_loss(input2, targets2, il, tl, reduction='none', zero_infinity=True).round(decimals=4))
print(F.ctc_loss(input2, targets2, il, tl, blank=0, reduction='sum', zero_infinity=True).round(decimals=4))
print(F.ctc_loss(input2, targets2, [8, 6], [3, 4], blank=3).round(decimals=4))

scripted = torch.jit.script(nn.CTCLoss(blank=0, reduction='sum'))
print(scripted(input.detach(), target, input_lengths, target_lengths).round(decimals=4))
# unbatched input
lp1 = torch.randn(7, 4).log_softmax(1)
print(F.ctc_loss(lp1, torch.tensor([1, 3]), torch.tensor(7), torch.tensor(2), reduction='none').round(decimals=4))
# training a tiny acoustic model
torch.manual_seed(1)
proj = nn.Linear(5, 4)
opt = torch.optim.Adam(proj.parameters(), lr=0.05)
feats = torch.randn(10, 2, 5)
tg = torch.tensor([[1, 2, 3], [3, 3, 0]])
for step in range(5):
    opt.zero_grad()
    lp = proj(feats).log_softmax(-1)
    l = F.ctc_loss(lp, tg, torch.tensor([10, 9]), torch.tensor([3, 2]))
    l.backward()
    opt.step()
    print(step, round(l.item(), 4))
