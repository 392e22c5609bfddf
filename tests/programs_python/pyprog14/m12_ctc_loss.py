import torch
import torch.nn as nn

torch.manual_seed(0)
T, C, N, S = 6, 4, 2, 3
logits = torch.randn(T, N, C, requires_grad=True)
log_probs = logits.log_softmax(2)
targets = torch.tensor([[1, 2, 2], [3, 1, 0]])
input_lengths = torch.tensor([6, 5])
target_lengths = torch.tensor([3, 2])
ctc = nn.CTCLoss(blank=0)
loss = ctc(log_probs, targets, input_lengths, target_lengths)
print(round(loss.item(), 4))
loss.backward()
print(logits.grad.shape, round(logits.grad.abs().sum().item(), 4))
for red in ("none", "sum"):
    l = nn.CTCLoss(reduction=red)(log_probs.detach(), targets, input_lengths, target_lengths)
    print(red, torch.round(l, decimals=4))
flat = torch.tensor([1, 2, 2, 3, 1])
l2 = nn.functional.ctc_loss(log_probs.detach(), flat, input_lengths, target_lengths)
print(round(l2.item(), 4))
imp = nn.CTCLoss(zero_infinity=True)(log_probs.detach()[:2], targets, torch.tensor([2, 2]), target_lengths)
print(imp.item())


def greedy_decode(lp, blank=0):
    best = lp.argmax(-1).tolist()
    out, prev = [], None
    for b in best:
        if b != prev and b != blank:
            out.append(b)
        prev = b
    return out


print(greedy_decode(log_probs[:, 0].detach()), greedy_decode(log_probs[:, 1].detach()))
