import torch
from torch import nn

torch.manual_seed(1)
train_iter = [
    (1, "stocks rally as markets open higher"),
    (2, "team wins the championship game"),
    (3, "new phone chip is faster"),
    (1, "bank raises interest rates again"),
    (2, "player scores twice in final"),
    (3, "software update fixes the bug"),
]


def yield_tokens(data_iter):
    for _, text in data_iter:
        yield text.split()


vocab = {"<unk>": 0}
for toks in yield_tokens(train_iter):
    for t in toks:
        vocab.setdefault(t, len(vocab))
text_pipeline = lambda x: [vocab.get(t, 0) for t in x.split()]
label_pipeline = lambda x: int(x) - 1
print(text_pipeline("the markets rally here"), label_pipeline("3"))


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
optimizer = torch.optim.SGD(model.parameters(), lr=5)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, 1.0, gamma=0.1)
label, text, offsets = collate_batch(train_iter)
print(label.tolist(), text.shape, offsets.tolist())
for epoch in range(1, 4):
    model.train()
    optimizer.zero_grad()
    predicted_label = model(text, offsets)
    loss = criterion(predicted_label, label)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 0.1)
    optimizer.step()
    acc = (predicted_label.argmax(1) == label).sum().item() / label.size(0)
    scheduler.step()
    print(f"| epoch {epoch:3d} | accuracy {acc:8.3f} | loss {loss.item():8.3f} | lr {scheduler.get_last_lr()[0]:.3f}")
ag_news_label = {1: "World", 2: "Sports", 3: "Sci/Tec"}


def predict(text, text_pipeline):
    with torch.no_grad():
        text = torch.tensor(text_pipeline(text))
        output = model(text, torch.tensor([0]))
        return output.argmax(1).item() + 1


print("This is a %s news" % ag_news_label[predict("markets open higher", text_pipeline)])
bag = nn.EmbeddingBag(5, 2, mode="max")
print(bag(torch.tensor([[0, 1], [2, 3]])).shape, nn.EmbeddingBag(5, 2, mode="sum")(torch.tensor([1, 2, 4]), torch.tensor([0, 1])).shape)
