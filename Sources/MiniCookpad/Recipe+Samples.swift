import Layout

extension Recipe {
    /// The built-in recipes the screens show without a server: Japanese and English names, short
    /// and long descriptions (one wraps to several lines even on the detail screen of a 414-point
    /// phone), and 0, 1, a few and 10 ingredients, so every layout path of the screens is exercised.
    public static let samples: [Recipe] = [
        Recipe(
            id: 1001, name: "鶏むね肉のやわらか照り焼き",
            description: "片栗粉をまぶして焼くので、むね肉でもしっとりやわらか。甘辛いたれでごはんがすすみます。",
            imageSize: Size(width: 1200, height: 800),
            ingredients: [
                Ingredient(name: "鶏むね肉", quantity: "1枚"),
                Ingredient(name: "片栗粉", quantity: "大さじ1"),
                Ingredient(name: "醤油", quantity: "大さじ2"),
                Ingredient(name: "みりん", quantity: "大さじ2"),
            ]),
        Recipe(
            id: 1002, name: "Teriyaki chicken", description: "Sweet and salty.",
            imageSize: Size(width: 1200, height: 800),
            ingredients: [Ingredient(name: "Chicken thigh", quantity: "2")]),
        Recipe(
            id: 1003, name: "具だくさん豚汁",
            description: "根菜とお肉がたっぷり入った、体が温まる具だくさんの豚汁です。"
                + "ごぼうは斜め薄切りにして水にさらし、大根とにんじんはいちょう切り、こんにゃくは手でちぎって下ゆでしておきます。"
                + "ごま油で豚肉と野菜を炒めてからだしを加え、野菜がやわらかくなるまで煮たら、火を止めて味噌を溶き入れます。"
                + "仕上げに長ねぎと七味唐辛子をどうぞ。",
            imageSize: Size(width: 1024, height: 768),
            ingredients: [
                Ingredient(name: "豚バラ薄切り肉", quantity: "150g"),
                Ingredient(name: "大根", quantity: "5cm"),
                Ingredient(name: "にんじん", quantity: "1/2本"),
                Ingredient(name: "ごぼう", quantity: "1/2本"),
                Ingredient(name: "こんにゃく", quantity: "1/2枚"),
                Ingredient(name: "長ねぎ", quantity: "1/2本"),
                Ingredient(name: "だし汁", quantity: "800ml"),
                Ingredient(name: "味噌", quantity: "大さじ4"),
                Ingredient(name: "ごま油", quantity: "小さじ2"),
                Ingredient(name: "七味唐辛子", quantity: "お好みで"),
            ]),
        Recipe(
            id: 1004, name: "Overnight oats",
            description: "Stir the oats into milk and yoghurt before bed, leave them in the fridge, and breakfast "
                + "is waiting for you in the morning. Top with fruit, nuts or a spoonful of honey.",
            imageSize: nil,
            ingredients: []),
        Recipe(
            id: 1005, name: "卵かけご飯", description: "朝ごはんに。",
            imageSize: Size(width: 800, height: 800),
            ingredients: [
                Ingredient(name: "ごはん", quantity: "茶碗1杯"),
                Ingredient(name: "卵", quantity: "1個"),
                Ingredient(name: "醤油", quantity: "少々"),
            ]),
        Recipe(
            id: 1006, name: "Slow-roasted tomato and garlic spaghetti with fresh basil",
            description: "Roast the tomatoes low and slow until they collapse, then toss them with the pasta.",
            imageSize: Size(width: 1600, height: 1067),
            ingredients: [
                Ingredient(name: "Spaghetti", quantity: "200 g"),
                Ingredient(name: "Cherry tomatoes", quantity: "300 g"),
                Ingredient(name: "Garlic", quantity: "3 cloves"),
                Ingredient(name: "Olive oil", quantity: "3 tbsp"),
                Ingredient(name: "Basil", quantity: "a handful"),
            ]),
    ]

    /// The recipe screens show when none is asked for: Japanese, a two-line description, four
    /// ingredients.
    public static var sample: Recipe { samples[0] }

    /// The sample recipe with `id`, if there is one.
    public static func sample(id: Int) -> Recipe? {
        samples.first { $0.id == id }
    }
}
