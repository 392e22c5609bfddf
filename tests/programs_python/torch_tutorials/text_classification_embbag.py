import torch
from torch import nn
from collections import Counter, OrderedDict

torch.manual_seed(0)

train_iter = [
    (1, "the match ended with a late goal"),
    (2, "stocks fell as markets reacted to rates"),
    (3, "new chip doubles battery life of phones"),
    (1, "the striker scored twice in the final"),
    (2, "the bank raised rates again this quarter"),
    (3, "researchers released a faster phone chip"),
]


def tokenizer(s):
    return s.lower().split()


counter = Counter()
for _, text in train_iter:
    counter.update(tokenizer(text))
specials = ["<unk>"]
ordered = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
vocab = OrderedDict()
for s in specials:
    vocab[s] = len(vocab)
for w, c in ordered:
    vocab[w] = len(vocab)
print(len(vocab), list(vocab.items())[:5])

text_pipeline = lambda x: [vocab.get(t, vocab["<unk>"]) for t in tokenizer(x)]
label_pipeline = lambda x: int(x) - 1
print(text_pipeline("the new bank chip zzz"))


def collate_batch(batch):
    label_list, text_list, offsets = [], [], [0]
    for (_label, _text) in batch:
        label_list.append(label_pipeline(_label))
        processed_text = torch.tensor(text_pipeline(_text), dtype=torch.int64)
        text_list.append(processed_text)
        offsets.append(processed_text.size(0))
    label_list = torch.tensor(label_list, dtype=torch.int64)
    offsets = torch.tensor(offsets[:-1]).cumsum(dim=0)
    text_list = torch.cat(text_list)
    return label_list, text_list, offsets


class TextClassificationModel(nn.Module):
    def __init__(self, vocab_size, embed_dim, num_class):
        super(TextClassificationModel, self).__init__()
        self.embedding = nn.EmbeddingBag(vocab_size, embed_dim, sparse=False)
        self.fc = nn.Linear(embed_dim, num_class)
        self.init_weights()

    def init_weights(self):
        initrange = 0.5
        self.embedding.weight.data.uniform_(-initrange, initrange)
        self.fc.weight.data.uniform_(-initrange, initrange)
        self.fc.bias.data.zero_()

    def forward(self, text, offsets):
        embedded = self.embedding(text, offsets)
        return self.fc(embedded)


model = TextClassificationModel(len(vocab), 8, 3)
criterion = torch.nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=4.0)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, 1.0, gamma=0.5)
label, text, offsets = collate_batch(train_iter)
print(label.tolist(), offsets.tolist(), text.shape)
for epoch in range(1, 5):
    model.train()
    optimizer.zero_grad()
    predicted_label = model(text, offsets)
    loss = criterion(predicted_label, label)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 0.1)
    optimizer.step()
    acc = (predicted_label.argmax(1) == label).sum().item() / label.size(0)
    scheduler.step()
    print(f"| epoch {epoch:3d} | loss {loss.item():8.4f} | acc {acc:8.3f} | lr {scheduler.get_last_lr()[0]:.3f}")

bag = nn.EmbeddingBag(10, 3, mode='max')
w = torch.arange(30.).view(10, 3)
bag.weight.data.copy_(w)
print(bag(torch.tensor([[1, 2], [4, 9]])))
bag2 = nn.EmbeddingBag.from_pretrained(w, mode='sum')
print(bag2(torch.tensor([1, 2, 4, 5, 6]), torch.tensor([0, 2]), per_sample_weights=None))
bag3 = nn.EmbeddingBag.from_pretrained(w, mode='sum')
print(bag3(torch.tensor([1, 2, 4]), torch.tensor([0, 1]), per_sample_weights=torch.tensor([0.5, 2.0, 1.0])))
